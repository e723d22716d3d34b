"""Vantiv/Worldpay cnpAPI (LitleXML 9.3) driven by the Litle Python SDK, `litlesdkpython3` 9.3.1b0.

Usage: python3 litle_client.py BASE_URL [--target Sandbox|Prelive|Postlive|Prod] [--print-xml]

BASE_URL is scheme://host:port. The SDK posts to the full URL it is configured with and appends nothing;
this script takes the path from the SDK's own URL for --target (Sandbox, the default:
/sandbox/communicator/online; the others: /vap/communicator/online) and puts it on BASE_URL's host.
A BASE_URL that already has a path is used as it is.

Five online requests, each built from the SDK's binding objects and sent and parsed by the SDK itself:
an authorization and a sale with a Visa card, registerTokenRequest with a paypageRegistrationId, with a
card number, and with the same card number again (the gateway answers 802 "previously registered").
Prints one JSON line; exits 1 with a message on stderr if the SDK raises (it raises for an answer it
cannot parse and for a root response other than 0).

Needs, on Python 3.11: pip install --no-deps PyXB==1.2.4 litlesdkpython3==9.3.1b0, and requests: the SDK's
own pin, requests==2.10.0, in an environment of its own, or the requests==2.34.2 of requirements.txt (works
too; the two pins cannot share one environment). The SDK's paramiko==1.14.0 pin is for SFTP batches only
and cannot load on Python 3: see litle_compat.
"""
import argparse
import contextlib
import json
import os
import re
import socket
import sys
import tempfile
from urllib.parse import urlsplit, urlunsplit

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import litle_compat  # noqa: E402,F401  (must come before the SDK)
try:
    import pyxb
    from litleSdkPython.litleOnlineRequest import Configuration, litleOnlineRequest, litleXmlFields
except ImportError as missing:
    sys.exit("litle_client: the Litle SDK is not importable (%s); install it with: python3 -m pip install "
             "--no-deps PyXB==1.2.4 litlesdkpython3==9.3.1b0" % missing)

CARD = {"type": "VI", "number": "4457010000000009", "expDate": "0121", "cardValidationNum": "349"}
CUSTOMER = "cust-interop-1"


def endpoint(base, target):
    parts = urlsplit(base)
    if parts.path not in ("", "/"):
        return base
    sdk_path = urlsplit(Configuration()._urlMapper(target)).path
    return urlunsplit((parts.scheme, parts.netloc, sdk_path, "", ""))


def configuration(url, scratch, print_xml):
    """Everything the online API reads from a Configuration, set here rather than from ~/.litle_Python_SDK_config."""
    config = Configuration()
    config.configFolder = scratch  # only batch requests read a config file; keep even those out of $HOME
    config.url = url
    config.username = "interopUser"
    config.password = "interopPass"
    config.merchantId = "101"
    config.reportGroup = "Interop"
    config.proxy = None
    config.printXml = print_xml
    return config


def card():
    value = litleXmlFields.cardType()
    for name, text in CARD.items():
        setattr(value, name, text)
    return value


def payment(kind, txn_id, order_id, amount):
    txn = kind()
    txn.id = txn_id
    txn.customerId = CUSTOMER
    txn.orderId = order_id
    txn.amount = amount
    txn.orderSource = "ecommerce"
    txn.card = card()
    return txn


def register_token(txn_id, order_id, paypage=None, account=None):
    txn = litleXmlFields.registerTokenRequest()
    txn.id = txn_id
    txn.customerId = CUSTOMER
    txn.orderId = order_id
    if paypage is not None:
        txn.paypageRegistrationId = paypage
    else:
        txn.accountNumber = account
    return txn


def explain(error):
    """The SDK raises Exception(root message) or Exception("Error Processing Response", pyxb_error): spell out the latter."""
    words = []
    for part in error.args:
        if isinstance(part, pyxb.UnrecognizedDOMRootNodeError):
            words.append("unexpected root element %s" % part.node_name)
        elif isinstance(part, pyxb.UnrecognizedAttributeError):
            words.append("unexpected attribute %s at %s" % (part.tag, part.location))
        elif isinstance(part, pyxb.IncompleteElementContentError):
            allowed = re.findall(r"An element \{[^}]*\}(\w+)", part.details())
            words.append("<%s> lacks a required element; it could still take: %s"
                         % (part.instance._element().name().localName(), ", ".join(allowed)))
        elif isinstance(part, BaseException):
            words.append("%s: %s" % (type(part).__name__, part))
        else:
            words.append(" ".join(str(part).split()))  # the SDK's own messages carry stray runs of blanks
    return " | ".join(words) or repr(error)


def text(value):
    return None if value is None else str(value)


def summary(response, sent, report_group, expected_code, token=False):
    out = {
        "response": text(response.response),
        "message": text(response.message),
        "litleTxnId": text(response.litleTxnId),
        "id": text(response.id),
        "orderId": text(response.orderId),
        "reportGroup": text(response.reportGroup),
        "customerId": text(response.customerId),
    }
    if token:
        out["litleToken"] = text(response.litleToken)
    echoed = (out["id"], out["orderId"], out["reportGroup"], out["customerId"]) == (
        sent.id, sent.orderId, report_group, sent.customerId)
    out["ok"] = bool(out["response"] == expected_code and out["litleTxnId"] and echoed
                     and (not token or out["litleToken"]))
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("base_url")
    parser.add_argument("--target", default="Sandbox", choices=["Sandbox", "Prelive", "Postlive", "Prod"])
    parser.add_argument("--print-xml", action="store_true", help="let the SDK print its XML (to stderr)")
    args = parser.parse_args()

    url = endpoint(args.base_url, args.target)
    host = urlsplit(url).hostname or ""
    # The SDK hands requests no timeout and lets it use proxies from the environment: bound the wait,
    # and keep a local gateway off any proxy.
    socket.setdefaulttimeout(30)
    for name in ("no_proxy", "NO_PROXY"):
        os.environ[name] = ",".join(filter(None, [os.environ.get(name), host]))

    # The app's step first: the eProtect paypage turns a card into a registration ID (a form POST that
    # answers JSON), which the merchant server then registers for a token.
    import requests
    paypage_base = urlunsplit(urlsplit(args.base_url)[:2] + ("", "", ""))
    paypage = requests.post(
        paypage_base + "/eProtect/paypage",
        data={"paypageId": "a2y4o6m8k0", "reportGroup": "Interop", "orderId": "order-tok-1", "id": "reg-1",
              "accountNumber": "5112010000000003", "cvv": "123"},
        timeout=30,
    )
    registration = paypage.json().get("paypageRegistrationId") if paypage.status_code == 200 else None
    if not registration:
        sys.stderr.write("litle_client: the eProtect paypage gave no registration ID (%s): %s\n" % (paypage.status_code, paypage.text[:300]))
        return 1

    calls = [
        ("authorization", payment(litleXmlFields.authorization, "auth-1", "order-auth-1", 10100), "000", False),
        ("sale", payment(litleXmlFields.sale, "sale-1", "order-sale-1", 2500), "000", False),
        ("registerTokenPaypage",
         register_token("tok-1", "order-tok-1", paypage=registration), "801", True),
        ("registerTokenCard", register_token("tok-2", "order-tok-2", account=CARD["number"]), "801", True),
        ("registerTokenCardAgain", register_token("tok-3", "order-tok-3", account=CARD["number"]), "802", True),
    ]
    results = {}
    with tempfile.TemporaryDirectory(prefix="litle-sdk-") as scratch:
        client = litleOnlineRequest(configuration(url, scratch, args.print_xml))
        for name, txn, expected, token in calls:
            try:
                # printXml output goes to stdout in the SDK; keep stdout for the JSON line.
                with contextlib.redirect_stdout(sys.stderr):
                    # The SDK overwrites the transaction's reportGroup with this one.
                    response = client.sendRequest(txn, reportGroup="Interop")
            except Exception as error:  # the SDK raises plain Exception for every failure
                sys.stderr.write("litle_client: %s to %s failed, the SDK raised: %s\n" % (name, url, explain(error)))
                return 1
            if response is None:  # root response="0" with no transaction answer in it
                sys.stderr.write("litle_client: %s to %s: the answer holds no transaction response\n" % (name, url))
                return 1
            results[name] = summary(response, txn, "Interop", expected, token)

    again = results["registerTokenCardAgain"]
    again["sameToken"] = again["litleToken"] == results["registerTokenCard"]["litleToken"]
    again["ok"] = again["ok"] and again["sameToken"]
    ok = all(call["ok"] for call in results.values())
    print(json.dumps({"url": url, "sdk": "litlesdkpython3 9.3.1b0", "registrationId": registration, "calls": results, "ok": ok}))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
