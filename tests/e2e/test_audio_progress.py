"""Opt-in progress on the audio stream: with form field progress=true the stream sends
`progress` frames (decode, one per transcribed chunk, extract) before `transcript`; without
it the frames are exactly transcript, data, done."""

import json
import os
import socket
import subprocess
import tempfile
import unittest

from harness import ServerTestCase
from test_audio import multipart
from test_public import BASE, tenant


class StreamProgress(ServerTestCase):
    server_env = {"CXS_AUDIO_CHUNK_THRESHOLD_S": "5", "CXS_AUDIO_CHUNK_WINDOW_S": "2"}

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.t = tenant(cls.server, cls.db)
        path = os.path.join(tempfile.mkdtemp(), "long.wav")
        text = "the patient has had fever and cough for three days and takes metformin twice daily " * 2
        subprocess.run(["flite", "-t", text, "-o", path], check=True, timeout=60)
        cls.audio = open(path, "rb").read()

    def frames(self, fields):
        body, ctype = multipart(fields, self.audio, filename="long.wav")
        with socket.create_connection(("127.0.0.1", self.server.port), timeout=180) as s:
            s.sendall((f"POST {BASE}/audio/extract/opd/stream HTTP/1.1\r\nHost: x\r\n"
                       f"Authorization: {self.t['key']['Authorization']}\r\nContent-Type: {ctype}\r\n"
                       f"Content-Length: {len(body)}\r\n\r\n").encode() + body)
            raw = b""
            while chunk := s.recv(65536):
                raw += chunk
        head, _, stream = raw.decode().partition("\r\n\r\n")
        self.assertTrue(head.startswith("HTTP/1.1 200"), head)
        out = []
        for block in stream.split("\n\n"):
            lines = [l for l in block.split("\n") if l and not l.startswith(":")]
            if lines:
                event = lines[0].removeprefix("event: ")
                data = json.loads(lines[1].removeprefix("data: "))
                self.assertEqual(data["type"], event)
                out.append(data)
        return out

    def test_progress_frames_come_before_the_transcript_when_asked(self):
        frames = self.frames({"progress": "true"})
        kinds = [f["type"] for f in frames]
        self.assertEqual(kinds[-3:], ["transcript", "data", "done"])
        progress = frames[:-3]
        self.assertTrue(all(f["type"] == "progress" for f in progress), kinds)
        count = frames[-3]["chunkCount"]
        self.assertGreaterEqual(count, 2)
        self.assertEqual([f["stage"] for f in progress], ["decode"] + ["transcribe"] * count + ["extract"])
        self.assertEqual([f["chunksDone"] for f in progress], list(range(count + 1)) + [count])
        self.assertTrue(all(f["chunkCount"] == count for f in progress))

    def test_without_it_the_frames_are_unchanged(self):
        self.assertEqual([f["type"] for f in self.frames({})], ["transcript", "data", "done"])
        self.assertEqual([f["type"] for f in self.frames({"progress": "false"})], ["transcript", "data", "done"])

    def test_a_bad_value_is_422_naming_the_field(self):
        body, ctype = multipart({"progress": "yes"}, self.audio, filename="long.wav")
        res = self.server.request("POST", f"{BASE}/audio/extract/opd/stream", body,
                                  {**self.t["key"], "Content-Type": ctype}, timeout=60)
        self.assertEqual(res.status, 422, res.body)
        self.assertEqual(res.json()["fields"][0]["field"], "progress")


if __name__ == "__main__":
    unittest.main()
