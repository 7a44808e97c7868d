#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Prints the width, in characters, of the widest line of standard input (UTF-8)."""
import sys

print(max((len(line) for line in sys.stdin.read().splitlines()), default=0))
