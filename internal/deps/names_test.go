package deps

import "testing"

func TestDistribution(t *testing.T) {
	cases := map[string]string{
		"sklearn": "scikit-learn", "sklearn.linear_model": "scikit-learn", "PIL": "Pillow",
		"PIL.Image": "Pillow", "yaml": "PyYAML", "bs4": "beautifulsoup4", "cv2": "opencv-python",
		"skimage": "scikit-image", "Crypto.Cipher": "pycryptodome", "dateutil.parser": "python-dateutil",
		"dotenv": "python-dotenv", "google.protobuf": "protobuf", "google.protobuf.message": "protobuf",
		"attr": "attrs", "MySQLdb": "mysqlclient", "psycopg2.extras": "psycopg2-binary",
		"serial": "pyserial", "usb.core": "pyusb", "OpenSSL": "pyOpenSSL", "jwt": "PyJWT",
		"magic": "python-magic", "docx": "python-docx", "pptx": "python-pptx", "fitz": "PyMuPDF",
		"tensorflow": "tensorflow", "torch.nn": "torch", "keras": "keras", "lxml.etree": "lxml",
		"gi.repository": "PyGObject", "wx": "wxPython", "zmq": "pyzmq", "Levenshtein": "python-Levenshtein",
		"mpl_toolkits.mplot3d": "matplotlib", "mpl_toolkits.basemap": "basemap",
		"mysql.connector": "mysql-connector-python", "google.cloud.storage": "google-cloud-storage",
		// Not in the table: the top-level name itself.
		"numpy": "numpy", "requests.adapters": "requests", "google.cloud.vision": "google",
	}
	for in, want := range cases {
		if got := Distribution(in); got != want {
			t.Errorf("Distribution(%q) = %q, want %q", in, got, want)
		}
	}
	if n := len(distributions); n < 40 {
		t.Errorf("table has %d entries, want at least 40", n)
	}
	for k, d := range distributions {
		if !ValidDistribution(d) || !modulePattern.MatchString(k) {
			t.Errorf("bad table entry %q -> %q", k, d)
		}
	}
	if got := lookup("yaml", map[string]string{"yaml": "ruamel.yaml"}); got != "ruamel.yaml" {
		t.Errorf("override: got %q", got)
	}
	if mod, dist := tableKey("google.protobuf.json_format", nil); mod != "google.protobuf" || dist != "protobuf" {
		t.Errorf("tableKey = %q, %q", mod, dist)
	}
}

func TestIsStdlib(t *testing.T) {
	for _, n := range []string{"os", "os.path", "sys", "json", "collections.abc", "asyncio", "tkinter",
		"__future__", "typing", "zoneinfo", "distutils", "sqlite3", "xml.etree.ElementTree", "_thread"} {
		if !IsStdlib(n) {
			t.Errorf("IsStdlib(%q) = false", n)
		}
	}
	for _, n := range []string{"numpy", "requests", "yaml", "urllib2", "six", "setuptools", "pip", "Os", ""} {
		if IsStdlib(n) {
			t.Errorf("IsStdlib(%q) = true", n)
		}
	}
	if len(stdlib) != 305 {
		t.Errorf("stdlib has %d names, want 305 (sys.stdlib_module_names of 3.11)", len(stdlib))
	}
	if !isPython2Stdlib("urllib2") || !isPython2Stdlib("Tkinter") || isPython2Stdlib("numpy") {
		t.Error("isPython2Stdlib")
	}
}

func TestValidDistribution(t *testing.T) {
	for _, ok := range []string{"numpy", "scikit-learn", "ruamel.yaml", "a", "zope.interface", "Py_Thing2"} {
		if !ValidDistribution(ok) {
			t.Errorf("ValidDistribution(%q) = false", ok)
		}
	}
	for _, bad := range []string{"", "-r", "--index-url=http://x", "a b", "numpy==1.0", "pkg[extra]",
		"../x", "http://evil/x.whl", "x;rm -rf", "-", "a-", ".a", "é"} {
		if ValidDistribution(bad) {
			t.Errorf("ValidDistribution(%q) = true", bad)
		}
	}
	for in, want := range map[string]string{"Scikit_Learn": "scikit-learn", "ruamel.yaml": "ruamel-yaml",
		"a--b__c": "a-b-c", "PyYAML": "pyyaml"} {
		if got := normalize(in); got != want {
			t.Errorf("normalize(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestPipError(t *testing.T) {
	out := "Looking in indexes: http://x/simple\n" +
		"ERROR: Could not find a version that satisfies the requirement nope (from versions: none)\n" +
		"ERROR: No matching distribution found for nope\n"
	if got := pipError(out); got != "ERROR: No matching distribution found for nope" {
		t.Errorf("pipError = %q", got)
	}
	if got := pipError("something\nlast words\n"); got != "last words" {
		t.Errorf("pipError = %q", got)
	}
}
