"""Lets the 2016 Litle Python SDK (litlesdkpython3 9.3.1b0) import on Python 3.10+.

Import this module before anything from litleSdkPython. Nothing installed is edited.

* PyXB 1.2.4 and requests 2.10.0 (with its vendored urllib3) use the ABC aliases that
  `collections` dropped in Python 3.10 (`collections.MutableSequence`, `Mapping`, ...): they are
  put back, pointing at `collections.abc`.
* litleSdkPython.Communications does `import paramiko` at load time but only uses it for batch
  files over SFTP. The pinned paramiko 1.14.0 cannot load on Python 3.7+ (`async` is a keyword
  there) and its pycrypto dependency does not compile on 3.11, so the SDK is installed without
  it and an empty stand-in module is registered. Online requests never touch it.
"""

import collections
import collections.abc
import sys
import types

for _name in ("Callable", "Iterable", "Mapping", "MutableMapping", "MutableSequence", "Sequence"):
    if not hasattr(collections, _name):
        setattr(collections, _name, getattr(collections.abc, _name))

try:
    import paramiko  # noqa: F401  (a working one, if someone installed it)
except Exception:
    _stub = types.ModuleType("paramiko")
    _stub.__doc__ = "Stand-in registered by litle_compat: SFTP batch transfer is unavailable."
    sys.modules["paramiko"] = _stub
