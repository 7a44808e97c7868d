# SPDX-License-Identifier: Apache-2.0
"""A JSON line is written as soon as its game is done, not at the end of the input.

Usage: streaming.py TOOL RECORDS [ARG...]
Runs TOOL ARG... on a named pipe, and writes into it the first 64 KiB of RECORDS and a few
bytes more (the readers take their input in blocks of 64 KiB), the pipe left open; then
waits for lines: a tool that held its lines back until the end of its input would give none
(the test fails after 30 seconds), and one that left the end of its last line in a buffer
would give output that does not end with a newline once it falls quiet. Then writes the
rest, closes the pipe, and prints the kind of every line ("game game ..."). RECORDS: games
of a few KiB each, so that the first block ends a few games. (A named pipe, not standard
input: reading std::cin flushes std::cout, which would hide a missing flush.)
"""
import json
import os
import select
import subprocess
import sys
import tempfile
import threading

tool, records, *arguments = sys.argv[1:]
text = open(records, "rb").read()
first = 65536 + 100
if len(text) <= first:
    sys.exit(f"{records}: {len(text)} bytes, too few to show streaming: give more games")
directory = tempfile.mkdtemp()
fifo = os.path.join(directory, "records.mbn")
os.mkfifo(fifo)
p = subprocess.Popen([tool, *arguments, fifo], stdout=subprocess.PIPE)
more = threading.Event()


def feed():
    # In a thread: opening blocks until the tool opens the pipe, writing while its output is
    # not read.
    with open(fifo, "wb") as pipe:
        pipe.write(text[:first])
        pipe.flush()
        more.wait()
        pipe.write(text[first:])


writer = threading.Thread(target=feed)
writer.start()

def fail(why):
    more.set()
    p.kill()
    writer.join()
    sys.exit(why)


out = p.stdout.fileno()
received = b""
wait = 30  # for the first line; then until the tool falls quiet for a second
while select.select([out], [], [], wait)[0]:
    chunk = os.read(out, 1 << 16)
    if not chunk:
        fail("the tool ended before the end of its input")
    received += chunk
    wait = 1
if not received:
    fail("no line before the end of the input: the output is not streamed")
if not received.endswith(b"\n"):
    fail("the last line written is not ended: its newline waits in a buffer")
more.set()
while chunk := os.read(out, 1 << 16):
    received += chunk
kinds = [json.loads(line)["kind"] for line in received.splitlines()]
writer.join()
status = p.wait()
os.remove(fifo)
os.rmdir(directory)
print(" ".join(kinds))
sys.exit(status)
