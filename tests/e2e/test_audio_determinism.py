"""The same recording gives the same transcript on any speech worker and under any
concurrency: nine calls, three at a time, over three workers, yield one transcript (each
worker keeps its recogniser between requests, so state left by an earlier request must not
leak into the next)."""

import concurrent.futures
import os
import subprocess
import tempfile
import unittest

from harness import ServerTestCase
from test_audio import multipart
from test_public import BASE, tenant


class SameAudioSameTranscript(ServerTestCase):
    server_env = {"CXS_AUDIO_SPEECH_WORKERS": "3"}

    def test_nine_calls_three_at_a_time_give_one_transcript(self):
        t = tenant(self.server, self.db)
        path = os.path.join(tempfile.mkdtemp(), "same.wav")
        subprocess.run(["flite", "-voice", "slt", "-t",
                        "the patient reports chest pain since morning and blood pressure is one forty over ninety",
                        "-o", path], check=True, timeout=60)
        data = open(path, "rb").read()
        # A different recording first, so workers do not all start fresh.
        other = os.path.join(tempfile.mkdtemp(), "other.wav")
        subprocess.run(["flite", "-t", "fever for three days with a dry cough", "-o", other], check=True, timeout=60)

        def transcribe(blob, name):
            body, ctype = multipart({}, blob, filename=name)
            res = self.server.request("POST", f"{BASE}/audio/transcribe", body,
                                      {**t["key"], "Content-Type": ctype}, timeout=180)
            self.assertEqual(res.status, 200, res.body)
            return res.json()["transcript"]

        with concurrent.futures.ThreadPoolExecutor(3) as pool:
            list(pool.map(lambda _: transcribe(open(other, "rb").read(), "other.wav"), range(3)))
            transcripts = list(pool.map(lambda _: transcribe(data, "same.wav"), range(9)))
        self.assertEqual(len(set(transcripts)), 1, transcripts)
        self.assertIn("chest pain", transcripts[0])


if __name__ == "__main__":
    unittest.main()
