#!/usr/bin/env python3
"""The peer side of bench/run-hostile.sh: Python's own parsers on the same hostile bodies.

Usage: peer.py FILE   (prints "ok" or the error; /usr/bin/time around it gives time and memory)
JSON: json.loads then jsonschema (Draft 2020-12, {"type": "object"}, as the spec expects an object);
XML: xml.etree.ElementTree (expat); form: urllib.parse.parse_qsl.
"""
import json
import sys
import urllib.parse
import xml.etree.ElementTree as ElementTree

import jsonschema

path = sys.argv[1]
try:
    if path.endswith(".json"):
        with open(path, "rb") as source:
            value = json.loads(source.read())
        errors = list(jsonschema.Draft202012Validator({"type": "object"}).iter_errors(value))
        print("ok: %d schema errors" % len(errors))
    elif path.endswith(".xml"):
        ElementTree.parse(path)
        print("ok")
    else:
        with open(path, encoding="utf-8") as source:
            pairs = urllib.parse.parse_qsl(source.read(), keep_blank_values=True, max_num_fields=None)
        print("ok: %d fields" % len(pairs))
except (ValueError, RecursionError, ElementTree.ParseError) as error:
    print("refused: %s" % str(error)[:120])
