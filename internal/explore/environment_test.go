package explore

// Phase: explore, the snippet's environment: files and directories the
// prefix makes, shaped by what the snippet reads.

import (
	"reflect"
	"testing"
)

// A configuration file the snippet reads holds the sections and options it
// asks the parser for (a generic "[section] key = value" file raises
// NoSectionError at the first get).
func TestConfigFileHoldsWhatIsRead(t *testing.T) {
	fullAndFree(t, "config_reads.py")
}

// A file-system function imported by itself (`from shutil import
// copytree`) gets the same environment as when called through its module:
// its source is a directory the prefix makes.
func TestImportedPathFunctionGetsItsDirectory(t *testing.T) {
	fullAndFree(t, "imported_path_func.py")
}

// A real library function that rejects the made-up argument keeps its
// import: the repair gives the argument other shapes (plain numbers among
// them), never the imported module a string or a number.
func TestRepairKeepsTheRealImport(t *testing.T) {
	fullAndFree(t, "library_args.py")
}

func TestImportBound(t *testing.T) {
	got := importBound([]string{"import pandas as pd", "import os.path, sys", "from a.b import (c as d, e)", "x = 1", "import atexit, itertools\natexit.register(f)", "from m import *"})
	want := map[string]bool{"pd": true, "os": true, "sys": true, "d": true, "e": true, "atexit": true, "itertools": true}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("importBound = %v, want %v", got, want)
	}
}

// A client of a server on this machine gets that server, started by the
// prefix on the port it names: HTTP answers by method (HEAD has no body),
// an echo over plain TCP.
func TestLocalServerForItsClient(t *testing.T) {
	fullAndFree(t, "local_http_client.py")
	fullAndFree(t, "local_echo_client.py")
}

// No server where the snippet serves the port itself, nor on a port only
// root may open; the kind follows the client.
func TestLocalServersFound(t *testing.T) {
	cases := []struct {
		src  string
		want []localServer
	}{
		{`c = http.client.HTTPConnection("localhost", 8080)`, []localServer{{8080, true}}},
		{"import asyncio\nr, w = await asyncio.open_connection('127.0.0.1', 8888)", []localServer{{8888, false}}},
		{`p = xmlrpc.client.ServerProxy("http://localhost:8000/")`, []localServer{{8000, true}}},
		{"PORT = 50007\ns.connect((HOST, PORT))", []localServer{{50007, false}}},
		{"s.bind(('localhost', 8080))\ns.listen()\nc.connect(('localhost', 8080))", nil},
		{`c = http.client.HTTPConnection("localhost", 80)`, nil},
		{`x = ("localhost", 8080)`, nil}, // no connection made
	}
	for _, c := range cases {
		if got := localServers([]byte(c.src)); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q: %v, want %v", c.src, got, c.want)
		}
	}
	st := localServerStatement([]byte(`c = http.client.HTTPConnection("localhost", 8080)` + "\n" + `d = http.client.HTTPConnection("127.0.0.1", 9090)`))
	if got := envLabel(st); got != "a server on this machine, port 8080, 9090" {
		t.Errorf("label %q", got)
	}
}
