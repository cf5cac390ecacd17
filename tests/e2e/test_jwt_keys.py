"""Management JWTs signed with an identity provider's key pair (RS256 and ES256): the
service verifies with the configured public key and accepts only the configured algorithm."""

import json
import os
import subprocess
import tempfile
import time
import unittest

from harness import Server, auth, b64url, create_database, database_url, make_jwt, new_org


def openssl(*args, data=None):
    return subprocess.run(["openssl", *args], input=data, capture_output=True, check=True).stdout


def der_ecdsa_to_raw(der):
    """ES256 JWT signatures are r||s (32 bytes each); openssl writes DER SEQUENCE{r, s}."""
    assert der[0] == 0x30
    pos = 2 if der[1] < 0x80 else 3
    out = b""
    for _ in range(2):
        assert der[pos] == 0x02
        length = der[pos + 1]
        value = der[pos + 2: pos + 2 + length]
        out += value.lstrip(b"\x00").rjust(32, b"\x00")
        pos += 2 + length
    return out


def sign(alg, private_pem, org, role="ORG_ADMIN", ttl=3600):
    header = {"alg": alg, "typ": "JWT"}
    claims = {"sub": "idp-user", "org": org, "role": role, "exp": int(time.time()) + ttl}
    signing_input = (b64url(json.dumps(header).encode()) + "." + b64url(json.dumps(claims).encode())).encode()
    sig = openssl("dgst", "-sha256", "-sign", private_pem, data=signing_input)
    if alg == "ES256":
        sig = der_ecdsa_to_raw(sig)
    return signing_input.decode() + "." + b64url(sig)


class KeyPairs(unittest.TestCase):
    def run_with(self, alg, keygen):
        d = tempfile.mkdtemp()
        private, public = os.path.join(d, "key.pem"), os.path.join(d, "pub.pem")
        openssl(*keygen, "-out", private)
        openssl("pkey", "-in", private, "-pubout", "-out", public)
        server = Server(database_url(create_database()),
                        {"CXS_AUTH_JWT_ALGORITHM": alg, "CXS_AUTH_JWT_PUBLIC_KEY_FILE": public})
        try:
            org = new_org()
            good = server.request("GET", "/api/studio/v1/projects", headers=auth(sign(alg, private, org)))
            self.assertEqual(good.status, 200, good.body)
            # An HS256 token, even one signed with the public key as its secret, is refused.
            with open(public) as f:
                forged = make_jwt(org, secret=f.read())
            self.assertEqual(server.request("GET", "/api/studio/v1/projects", headers=auth(forged)).status, 401)
            expired = sign(alg, private, org, ttl=-5)
            self.assertEqual(server.request("GET", "/api/studio/v1/projects", headers=auth(expired)).status, 401)
            tampered = sign(alg, private, org)[:-6] + "AAAAAA"
            self.assertEqual(server.request("GET", "/api/studio/v1/projects", headers=auth(tampered)).status, 401)
            other = sign(alg, private, org, role="NURSE")
            self.assertEqual(server.request("GET", "/api/studio/v1/projects", headers=auth(other)).status, 403)
        finally:
            self.assertEqual(server.stop(), 0)

    def test_rs256(self):
        self.run_with("RS256", ["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048"])

    def test_es256(self):
        self.run_with("ES256", ["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256"])

    def test_missing_public_key_is_a_config_error(self):
        out = subprocess.run([os.environ.get("CXS_BIN", ""), "serve"], capture_output=True, text=True,
                             env={"PATH": os.environ["PATH"], "CXS_AUTH_JWT_ALGORITHM": "RS256",
                                  "CXS_DATABASE_URL": "postgresql:///x", "CXS_AUTH_JWT_SECRET_FILE": ""})
        self.assertEqual(out.returncode, 2)
        self.assertIn("auth.jwt_public_key_file", out.stderr)


if __name__ == "__main__":
    unittest.main()
