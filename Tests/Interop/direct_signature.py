"""Worldline's Python server SDK (onlinepayments-sdk-python3) as the reference for v1HMAC signatures.

Usage:
  python3 direct_signature.py sign REQUEST_JSON
      REQUEST_JSON: {"method", "url", "headers": [[name, value], ...], "apiKeyId", "secretApiKey"}.
      Prints {"stringToSign", "authorization"} as the SDK's V1HmacAuthenticator computes them.
  python3 direct_signature.py session BASE_URL API_KEY_ID SECRET_API_KEY
      Opens a client session at BASE_URL with the SDK (it signs the call itself) and prints
      {"status", "body"}: the session on success, the error envelope the SDK received on an API error.

Exits 0 when it could print its line, 1 otherwise (message on stderr).
"""
import json
import sys
from urllib.parse import urlparse, urlsplit, urlunsplit

from onlinepayments.sdk.api_exception import ApiException
from onlinepayments.sdk.authentication.v1hmac_authenticator import V1HmacAuthenticator
from onlinepayments.sdk.communication.request_header import RequestHeader
from onlinepayments.sdk.communicator_configuration import CommunicatorConfiguration
from onlinepayments.sdk.domain.session_request import SessionRequest
from onlinepayments.sdk.factory import Factory

MERCHANT_ID = "signature-merchant"


def configuration(endpoint, api_key_id, secret_api_key):
    """A communicator configuration; the sandbox is local, but a CI machine running every suite at once can take seconds to answer."""
    return CommunicatorConfiguration(
        api_endpoint=endpoint,
        api_key_id=api_key_id,
        secret_api_key=secret_api_key,
        authorization_type="v1HMAC",
        connect_timeout=30,
        socket_timeout=60,
        max_connections=1,
        integrator="PaymentConformance signature tests",
    )


def sign(request):
    """The SDK's text to sign and Authorization value for one request."""
    parts = urlsplit(request["url"])
    endpoint = urlunsplit((parts.scheme, parts.netloc, "", "", ""))
    authenticator = V1HmacAuthenticator(configuration(endpoint, request["apiKeyId"], request["secretApiKey"]))
    headers = [RequestHeader(name, value) for name, value in request["headers"]]
    uri = urlparse(request["url"])
    return {
        "stringToSign": authenticator.to_data_to_sign(request["method"], uri, headers),
        "authorization": authenticator.get_authorization(request["method"], uri, headers),
    }


def session(base, api_key_id, secret_api_key):
    """CreateSession through the SDK; the answer's status and body, whether it succeeded or not."""
    parts = urlsplit(base)
    endpoint = urlunsplit((parts.scheme, parts.netloc, "", "", ""))
    client = Factory.create_client_from_configuration(configuration(endpoint, api_key_id, secret_api_key))
    try:
        created = client.merchant(MERCHANT_ID).sessions().create_session(SessionRequest())
        return {"status": 201, "body": created.to_dictionary()}
    except ApiException as error:
        return {"status": error.status_code, "body": json.loads(error.response_body or "null")}
    finally:
        client.close()


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "sign":
        print(json.dumps(sign(json.loads(sys.argv[2]))))
    elif len(sys.argv) == 5 and sys.argv[1] == "session":
        print(json.dumps(session(*sys.argv[2:])))
    else:
        print(__doc__, file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
