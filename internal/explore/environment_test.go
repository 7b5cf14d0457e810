package explore

// Phase: explore, the snippet's environment: files and directories the
// prefix makes, shaped by what the snippet reads.

import (
	"context"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
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

// Clients of other machines (SMTP on port 25, FTP, POP3, IMAP, HTTP by
// host name) and of this machine's ports where nothing listens (SMTP on
// 1025) get a network where every name is this machine and each port is
// served in its protocol: the standard library's clients run to the end
// over real sockets, without a stand-in, also replayed with plain python3.
func TestRemoteHostsServedHere(t *testing.T) {
	tree := fullAndFree(t, "remote_clients.py")
	for _, id := range tree.P {
		if n := NodeByID(tree.Nodes, id); !strings.Contains(n.Code(), hostsNote) {
			t.Errorf("P node %d does not declare the hosts:\n%s", n.ID, n.Code())
		}
	}
	if got := localServers([]byte("import smtplib\ns = smtplib.SMTP('localhost', 1025)\nc = http.client.HTTPConnection('localhost', 8080)")); got != nil {
		t.Errorf("servers.go serves %v to a mail client: HTTP where SMTP is awaited", got)
	}
	if hostsStatement([]byte("import smtplib\nwith smtplib.SMTP('localhost', 1025) as s:\n    s.bind(('', 0))")) != "" {
		t.Error("a snippet that binds a port serves itself: no hosts made")
	}
}

// urllib's legacy FancyURLopener reaches the same network over HTTP.
func TestLegacyURLopenerServedHere(t *testing.T) {
	tree := fullAndFree(t, "legacy_urlopener.py")
	for _, id := range tree.P {
		if n := NodeByID(tree.Nodes, id); !strings.Contains(n.Code(), hostsNote+" (http") {
			t.Errorf("P node %d does not declare the hosts, served by HTTP:\n%s", n.ID, n.Code())
		}
	}
}

// No server where the snippet serves the port itself, nor on a port only
// root may open; the kind follows the client.
func TestLocalServersFound(t *testing.T) {
	cases := []struct {
		src  string
		want []localServer
	}{
		{`c = http.client.HTTPConnection("localhost", 8080)`, []localServer{{8080, true, false}}},
		{"import asyncio\nr, w = await asyncio.open_connection('127.0.0.1', 8888)", []localServer{{8888, false, false}}},
		{`p = xmlrpc.client.ServerProxy("http://localhost:8000/")`, []localServer{{8000, true, false}}},
		{"PORT = 50007\ns.connect((HOST, PORT))", []localServer{{50007, false, false}}},
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

// A snippet that serves a port gets a client: it sends one request once
// the server listens, then presses Ctrl-C, so that the handler and the
// lines after serve_forever run (serve_forever itself never completes).
func TestLocalClientForItsServer(t *testing.T) {
	ex := evalExecutor(t)
	src, err := os.ReadFile("testdata/local_server.py")
	if err != nil {
		t.Fatal(err)
	}
	x := &Explorer{Exec: ex, Proposers: []Proposer{NewOffline()}, Opt: Options{JobTimeout: 20 * time.Second}}
	tree, err := x.Explore(context.Background(), "local_server.py", src)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Replay(context.Background(), ex, tree, src, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	want := []int{1, 4, 5, 6, 7, 10, 11, 13, 14} // all but serve_forever's line
	if !reflect.DeepEqual(rep.Covered, want) {
		t.Errorf("replayed P covers %v, want %v", rep.Covered, want)
	}
	for _, id := range tree.P {
		if n := NodeByID(tree.Nodes, id); n.Stubs != 0 || !strings.Contains(n.Code(), "_unstuck_client") {
			t.Errorf("P node %d: %d stand-ins, or no client:\n%s", n.ID, n.Stubs, n.Code())
		}
	}
}

func TestLocalClientsFound(t *testing.T) {
	src := "from xmlrpc.server import SimpleXMLRPCServer\nwith SimpleXMLRPCServer(('localhost', 8000)) as server:\n" +
		"    server.register_function(pow)\n    server.register_function(lambda x, y: x + y, 'add')\n" +
		"    @server.register_function(name='sub')\n    def subtract(x, y):\n        return x - y\n" +
		"    @server.register_function\n    def mul(x, y):\n        return x * y\n    server.serve_forever()\n"
	if got := localClients([]byte(src)); !reflect.DeepEqual(got, []localServer{{8000, true, false}}) {
		t.Errorf("clients %v", got)
	}
	st := localClientStatement([]byte(src))
	if !strings.Contains(st, `args=(8000, ("pow", "add", "sub", "mul",))`) {
		t.Errorf("the XML-RPC functions are not called by name:\n%s", st)
	}
	if localClients([]byte("c = http.client.HTTPConnection('localhost', 8080)\n")) != nil {
		t.Error("a client where the snippet serves nothing")
	}
}

// Labels a frame's rows are selected by (.loc["north"]) are its index's,
// not columns; a time series (ts.shift(5, freq="D")) has a date index.
// (Without the interpreter's index, as here, pandas gets a stand-in
// module for when it is missing: the test looks at the frames.)
func TestFrameIndexFromItsUses(t *testing.T) {
	for file, want := range map[string]string{
		"frame_rows.py": `frame = pd.DataFrame({"sales": [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]}, index=["north", "south", "a", "b", "c", "d"])`,
		"time_shift.py": "ts = pd.Series([1.0, 2.0, 3.0, 4.0, 5.0, 6.0], index=" + dateIndex + ")",
	} {
		tree := exploreFull(t, file)
		for _, id := range tree.P {
			if code := NodeByID(tree.Nodes, id).Code(); !strings.Contains(code, want) {
				t.Errorf("%s: P node %d has no %s:\n%s", file, id, want, code)
			}
		}
	}
}

// A directory the snippet walks or scans by a literal path, and a glob
// pattern it expands, exist before it runs: os.walk finds files, and the
// glob matches one (an empty walk would leave the loop bodies uncovered
// and make "nothing found" look like the environment's answer).
// The paths the snippet makes itself (copytree's destination) are left
// for it to make; what a link it makes points to exists.
func TestWalkedDirectoriesAndGlobsExist(t *testing.T) {
	tree := fullAndFree(t, "walked_dirs.py")
	env := strings.Join(NodeByID(tree.Nodes, tree.P[0]).Census.Environment, "; ")
	for _, want := range []string{"directory python/Lib/email, holding a file", "directory reports, holding a file", "directory templates, holding a file", "file logs/a.log", "file setup.py"} {
		if !strings.Contains(env, want) {
			t.Errorf("environment %q lacks %q", env, want)
		}
	}
	if strings.Contains(env, "directory site,") {
		t.Errorf("environment %q makes copytree's destination", env)
	}
}

// A Tk snippet gets a display (Xvfb, which scripts/setup.sh installs),
// and its window is closed once it waits in the event loop: through the
// snippet's own WM_DELETE_WINDOW handler when it has one, so that the
// handler and the lines after mainloop() run with real widgets.
func TestTkSnippetGetsADisplay(t *testing.T) {
	for _, f := range []string{"tk_window.py", "turtle_square.py"} {
		tree := fullAndFree(t, f)
		env := strings.Join(NodeByID(tree.Nodes, tree.P[0]).Census.Environment, "; ")
		if !strings.Contains(env, "a display (Xvfb)") {
			t.Errorf("%s: environment %q does not declare the display", f, env)
		}
	}
}

// Datagram servers and clients get their other half over UDP: a client
// that sends one datagram, once the snippet's server holds the port (then
// Ctrl-C, as for TCP), and an echo server for a client.
// The servers' lines that wait for requests, interrupted by Ctrl-C, never
// complete; the handler's and the cleanup's do.
func TestLocalUDPServersAndClients(t *testing.T) {
	fullAndFree(t, "udp_echo_client.py")
	ex := evalExecutor(t)
	for file, want := range map[string][]int{"udp_echo_server.py": {6, 7, 8, 9, 10, 15}, "asyncio_udp_server.py": {9, 10, 11, 19, 22, 23}} {
		src, err := os.ReadFile("testdata/" + file)
		if err != nil {
			t.Fatal(err)
		}
		tree, o := exploreReplayed(t, ex, NewOffline(), 5*time.Second, file, src)
		for _, l := range want {
			if !slices.Contains(o.Covered, l) {
				t.Errorf("%s: line %d (the handler, the cleanup) not covered when replayed: %v", file, l, o.Covered)
			}
		}
		standInFree(t, tree)
	}
	if got := localServers([]byte("s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)\ns.sendto(b'x', ('localhost', 9999))")); !reflect.DeepEqual(got, []localServer{{9999, false, true}}) {
		t.Errorf("localServers = %v, want a UDP echo on 9999", got)
	}
}
