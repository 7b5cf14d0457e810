package deps

// Names: which distribution provides an import, and which imports need
// none (the standard library).

import (
	"regexp"
	"strings"
)

// distributions maps import names to PyPI distributions where the two
// differ (or where the name is so common in snippets that saying it
// outright documents the choice). A dotted key covers a namespace package
// whose parts ship separately; the longest matching prefix wins.
var distributions = map[string]string{
	// Scientific and data.
	"sklearn": "scikit-learn", "skimage": "scikit-image", "cv2": "opencv-python",
	"PIL": "Pillow", "mpl_toolkits": "matplotlib", "pylab": "matplotlib",
	"mpl_toolkits.basemap": "basemap", "Bio": "biopython", "osgeo": "GDAL",
	"shapefile": "pyshp", "umap": "umap-learn", "community": "python-louvain",
	"faiss": "faiss-cpu", "absl": "absl-py", "tensorflow": "tensorflow",
	"torch": "torch", "keras": "keras", "lxml": "lxml", "pyximport": "Cython",
	// Formats and documents.
	"yaml": "PyYAML", "ruamel.yaml": "ruamel.yaml", "bs4": "beautifulsoup4",
	"docx": "python-docx", "pptx": "python-pptx", "fitz": "PyMuPDF",
	"magic": "python-magic", "dateutil": "python-dateutil", "dotenv": "python-dotenv",
	"slugify": "python-slugify", "multipart": "python-multipart",
	"readability": "readability-lxml", "newspaper": "newspaper3k", "ffmpeg": "ffmpeg-python",
	"snappy": "python-snappy", "Levenshtein": "python-Levenshtein", "attr": "attrs",
	"pkg_resources": "setuptools", "_cffi_backend": "cffi",
	// Crypto and network.
	"Crypto": "pycryptodome", "Cryptodome": "pycryptodomex", "OpenSSL": "pyOpenSSL",
	"jwt": "PyJWT", "jose": "python-jose", "nacl": "PyNaCl", "socks": "PySocks",
	"dns": "dnspython", "zmq": "pyzmq", "websocket": "websocket-client",
	"socketio": "python-socketio", "engineio": "python-engineio", "grpc": "grpcio",
	"kafka": "kafka-python", "ldap": "python-ldap", "nmap": "python-nmap",
	"paho": "paho-mqtt", "memcache": "python-memcached",
	// Databases.
	"MySQLdb": "mysqlclient", "mysql": "mysql-connector-python", "psycopg2": "psycopg2-binary",
	"bson": "pymongo", "gridfs": "pymongo",
	// Cloud and services.
	"google.protobuf": "protobuf", "google.auth": "google-auth",
	"google.cloud.storage": "google-cloud-storage", "google.cloud.bigquery": "google-cloud-bigquery",
	"googleapiclient": "google-api-python-client", "azure.storage.blob": "azure-storage-blob",
	"github": "PyGithub", "git": "GitPython", "telegram": "python-telegram-bot",
	"telebot": "pyTelegramBotAPI", "discord": "discord.py",
	// Django add-ons.
	"rest_framework": "djangorestframework", "corsheaders": "django-cors-headers",
	"crispy_forms": "django-crispy-forms", "debug_toolbar": "django-debug-toolbar",
	"environ": "django-environ", "storages": "django-storages",
	// Desktop, hardware and system.
	"gi": "PyGObject", "wx": "wxPython", "cairo": "pycairo", "OpenGL": "PyOpenGL",
	"dbus": "dbus-python", "Xlib": "python-xlib", "vlc": "python-vlc",
	"serial": "pyserial", "usb": "pyusb", "RPi": "RPi.GPIO",
	"speech_recognition": "SpeechRecognition",
	"win32api":           "pywin32", "win32con": "pywin32", "win32gui": "pywin32",
	"win32com": "pywin32", "pythoncom": "pywin32", "pywintypes": "pywin32",
}

// Distribution maps an import name (dotted or not) to the PyPI distribution
// that provides it: the table's longest matching dotted prefix, otherwise
// the top-level name itself.
func Distribution(importName string) string {
	return lookup(importName, nil)
}

// lookup is Distribution with extra entries that take precedence.
func lookup(importName string, extra map[string]string) string {
	_, dist := tableKey(importName, extra)
	return dist
}

// tableKey returns the module whose presence decides the import (the
// longest table prefix, else the top-level name) and its distribution.
func tableKey(name string, extra map[string]string) (module, dist string) {
	module, dist, _ = tableLookup(name, extra)
	return module, dist
}

// tableLookup is tableKey that also says whether a table named the
// distribution (known) or it is the module's own name (a guess).
func tableLookup(name string, extra map[string]string) (module, dist string, known bool) {
	for key := name; ; {
		if d, ok := extra[key]; ok {
			return key, d, true
		}
		if d, ok := distributions[key]; ok {
			return key, d, true
		}
		i := strings.LastIndexByte(key, '.')
		if i < 0 {
			break
		}
		key = key[:i]
	}
	top, _, _ := strings.Cut(name, ".")
	return top, top, false
}

// distPattern is a PEP 508 project name. Only names matching it reach pip,
// which runs outside the sandbox: never an option, a path, a URL or a
// version specifier taken from a prefix.
var distPattern = regexp.MustCompile(`^(?i:[a-z0-9]|[a-z0-9][a-z0-9._-]*[a-z0-9])$`)

// ValidDistribution reports whether name is a plain PEP 508 project name.
func ValidDistribution(name string) bool {
	return len(name) <= 100 && distPattern.MatchString(name)
}

// modulePattern is an absolute dotted module name; non-ASCII identifiers
// are legal Python but never name a package worth installing.
var modulePattern = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$`)

// normalize is PEP 503's name normalization: how the index and the record
// spell a distribution.
func normalize(dist string) string {
	var b strings.Builder
	sep := false
	for _, r := range strings.ToLower(dist) {
		if r == '-' || r == '_' || r == '.' {
			sep = true
			continue
		}
		if sep && b.Len() > 0 {
			b.WriteByte('-')
		}
		sep = false
		b.WriteRune(r)
	}
	return b.String()
}

// IsStdlib reports whether the top-level module of name belongs to Python
// 3's standard library (sys.stdlib_module_names of CPython 3.11, written
// down so that no interpreter is asked).
func IsStdlib(name string) bool {
	top, _, _ := strings.Cut(name, ".")
	return stdlib[top]
}

// isPython2Stdlib reports Python 2 standard modules renamed or removed in
// Python 3: old snippets import them, and whatever PyPI has under those
// names is not them.
func isPython2Stdlib(name string) bool {
	top, _, _ := strings.Cut(name, ".")
	return python2[top]
}

var python2 = set(
	"urllib2", "urlparse", "httplib", "HTMLParser", "htmlentitydefs", "cookielib", "Cookie",
	"ConfigParser", "Queue", "StringIO", "cStringIO", "cPickle", "Tkinter", "tkMessageBox",
	"tkFileDialog", "ttk", "SocketServer", "SimpleHTTPServer", "BaseHTTPServer",
	"CGIHTTPServer", "xmlrpclib", "SimpleXMLRPCServer", "commands", "thread", "dummy_thread",
	"anydbm", "dbhash", "whichdb", "dumbdbm", "gdbm", "copy_reg", "repr", "UserDict",
	"UserList", "UserString", "__builtin__", "exceptions", "sets", "md5", "sha", "new",
	"popen2", "robotparser", "markupbase", "mimetools", "rfc822",
	"Dialog", "FileDialog", "ScrolledText", "Tix", "tkSimpleDialog", "tkColorChooser",
	"tkFont", "Tkconstants", "future_builtins", "imputil", "htmllib", "sgmllib", "user",
)

func set(names ...string) map[string]bool {
	m := make(map[string]bool, len(names))
	for _, n := range names {
		m[n] = true
	}
	return m
}

var stdlib = set(
	"__future__", "_abc", "_aix_support", "_ast", "_asyncio", "_bisect", "_blake2", "_bootsubprocess",
	"_bz2", "_codecs", "_codecs_cn", "_codecs_hk", "_codecs_iso2022", "_codecs_jp", "_codecs_kr",
	"_codecs_tw", "_collections", "_collections_abc", "_compat_pickle", "_compression",
	"_contextvars", "_crypt", "_csv", "_ctypes", "_curses", "_curses_panel", "_datetime", "_dbm",
	"_decimal", "_elementtree", "_frozen_importlib", "_frozen_importlib_external", "_functools",
	"_gdbm", "_hashlib", "_heapq", "_imp", "_io", "_json", "_locale", "_lsprof", "_lzma",
	"_markupbase", "_md5", "_msi", "_multibytecodec", "_multiprocessing", "_opcode", "_operator",
	"_osx_support", "_overlapped", "_pickle", "_posixshmem", "_posixsubprocess", "_py_abc",
	"_pydecimal", "_pyio", "_queue", "_random", "_scproxy", "_sha1", "_sha256", "_sha3", "_sha512",
	"_signal", "_sitebuiltins", "_socket", "_sqlite3", "_sre", "_ssl", "_stat", "_statistics",
	"_string", "_strptime", "_struct", "_symtable", "_thread", "_threading_local", "_tkinter",
	"_tokenize", "_tracemalloc", "_typing", "_uuid", "_warnings", "_weakref", "_weakrefset",
	"_winapi", "_zoneinfo", "abc", "aifc", "antigravity", "argparse", "array", "ast", "asynchat",
	"asyncio", "asyncore", "atexit", "audioop", "base64", "bdb", "binascii", "bisect", "builtins",
	"bz2", "cProfile", "calendar", "cgi", "cgitb", "chunk", "cmath", "cmd", "code", "codecs",
	"codeop", "collections", "colorsys", "compileall", "concurrent", "configparser", "contextlib",
	"contextvars", "copy", "copyreg", "crypt", "csv", "ctypes", "curses", "dataclasses", "datetime",
	"dbm", "decimal", "difflib", "dis", "distutils", "doctest", "email", "encodings", "ensurepip",
	"enum", "errno", "faulthandler", "fcntl", "filecmp", "fileinput", "fnmatch", "fractions",
	"ftplib", "functools", "gc", "genericpath", "getopt", "getpass", "gettext", "glob", "graphlib",
	"grp", "gzip", "hashlib", "heapq", "hmac", "html", "http", "idlelib", "imaplib", "imghdr", "imp",
	"importlib", "inspect", "io", "ipaddress", "itertools", "json", "keyword", "lib2to3", "linecache",
	"locale", "logging", "lzma", "mailbox", "mailcap", "marshal", "math", "mimetypes", "mmap",
	"modulefinder", "msilib", "msvcrt", "multiprocessing", "netrc", "nis", "nntplib", "nt", "ntpath",
	"nturl2path", "numbers", "opcode", "operator", "optparse", "os", "ossaudiodev", "pathlib", "pdb",
	"pickle", "pickletools", "pipes", "pkgutil", "platform", "plistlib", "poplib", "posix",
	"posixpath", "pprint", "profile", "pstats", "pty", "pwd", "py_compile", "pyclbr", "pydoc",
	"pydoc_data", "pyexpat", "queue", "quopri", "random", "re", "readline", "reprlib", "resource",
	"rlcompleter", "runpy", "sched", "secrets", "select", "selectors", "shelve", "shlex", "shutil",
	"signal", "site", "smtpd", "smtplib", "sndhdr", "socket", "socketserver", "spwd", "sqlite3",
	"sre_compile", "sre_constants", "sre_parse", "ssl", "stat", "statistics", "string", "stringprep",
	"struct", "subprocess", "sunau", "symtable", "sys", "sysconfig", "syslog", "tabnanny", "tarfile",
	"telnetlib", "tempfile", "termios", "textwrap", "this", "threading", "time", "timeit", "tkinter",
	"token", "tokenize", "tomllib", "trace", "traceback", "tracemalloc", "tty", "turtle",
	"turtledemo", "types", "typing", "unicodedata", "unittest", "urllib", "uu", "uuid", "venv",
	"warnings", "wave", "weakref", "webbrowser", "winreg", "winsound", "wsgiref", "xdrlib", "xml",
	"xmlrpc", "zipapp", "zipfile", "zipimport", "zlib", "zoneinfo",
)
