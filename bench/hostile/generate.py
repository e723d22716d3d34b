#!/usr/bin/env python3
"""Writes the hostile bodies of the "fail closed" issue into a folder, one file each.

Usage: generate.py FOLDER
Each body is what a client or an upstream could send: huge, deep or wide. None holds card data.
"""
import os
import sys


def write(folder, name, chunks):
    path = os.path.join(folder, name)
    with open(path, "w", encoding="utf-8") as out:
        for chunk in chunks:
            out.write(chunk)
    return path


def json_array(megabytes):
    # Objects of a few members, the shape of a list of transactions.
    item = '{"Id":"0123456789abcdef","Amount":{"Value":"100","CurrencyCode":"EUR"},"Ok":true}'
    count = megabytes * 1024 * 1024 // (len(item) + 1)
    yield "["
    yield ",".join([item] * count)
    yield "]"


def xml_siblings(count):
    yield '<litleOnlineRequest xmlns="http://www.litle.com/schema" version="9.14" merchantId="1">'
    yield '<authorization id="1" reportGroup="r"><orderId>o</orderId>'
    yield "<x>1</x>" * count
    yield "</authorization></litleOnlineRequest>"


def xml_deep(depth):
    yield '<litleOnlineRequest xmlns="http://www.litle.com/schema">'
    yield "<a>" * depth
    yield "</a>" * depth
    yield "</litleOnlineRequest>"


def form_fields(count):
    yield "&".join("f%d=v" % i for i in range(count))


def main():
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    write(folder, "json-24mb-array.json", json_array(24))
    write(folder, "json-50mb-array.json", json_array(50))
    write(folder, "xml-50k-siblings.xml", xml_siblings(50_000))
    write(folder, "xml-2m-elements.xml", xml_siblings(2_000_000))
    write(folder, "xml-100k-deep.xml", xml_deep(100_000))
    write(folder, "form-2m-fields.txt", form_fields(2_000_000))
    for name in sorted(os.listdir(folder)):
        print("%-24s %10d bytes" % (name, os.path.getsize(os.path.join(folder, name))))


if __name__ == "__main__":
    main()
