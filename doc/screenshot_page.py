#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""Takes a picture of a step-through page (bornes-diagram --html) as a projector shows it:
headless Chromium at the window size given, after N steps forward. For the README.

Usage: screenshot_page.py PAGE WIDTH HEIGHT STEPS OUTPUT.png
"""
import os
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

page, width, height, steps, output = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
options = webdriver.ChromeOptions()
options.binary_location = "/usr/bin/chromium"
for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--disable-dev-shm-usage", f"--user-data-dir={tempfile.mkdtemp(prefix='bornes-')}"):
    options.add_argument(flag)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
try:
    driver.set_window_size(width, height)
    inner = driver.execute_script("return [innerWidth, innerHeight]")
    driver.set_window_size(2 * width - inner[0], 2 * height - inner[1])
    driver.get("file://" + os.path.abspath(page))
    for _ in range(steps):
        driver.find_element(By.ID, "next").click()
    driver.save_screenshot(output)
finally:
    driver.quit()
