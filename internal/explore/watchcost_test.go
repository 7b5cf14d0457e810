// Phase: execute (what the refusal watcher of the prefix's stand-ins,
// stub.py's Stub._watch_early and Stub._watch, costs the runs it watches).
package explore

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestWatchWaitsOutsideThePrefix: in the batch (each prefix statement run
// apart, as "<prefix>"), the prefix's first Stub leaves the function that
// waits for the snippet's first frame to the batch, which sets it once the
// prefix's statements are done (batch.py _await_snippet): no profile
// function runs through the rest of the prefix (its imports, the calls it
// makes cost a Stub-rich job a sixth of its CPU), and the snippet, which
// catches exceptions, is still watched from its start. Once watching, the
// watcher leaves the Stub's own frames untraced (its refusal check returns
// at once there), and the line metric keeps its own trace of them.
func TestWatchWaitsOutsideThePrefix(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("no python3")
	}
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "stubclass.py"), []byte(stubClass), 0o644)
	rt, err := filepath.Abs("../runtime/py")
	if err != nil {
		t.Fatal(err)
	}
	check := `
import sys
sys.path.insert(0, ` + strconv.Quote(rt) + `)
import batch
g = {"__name__": "__main__"}
def prefix(stmt):
    exec(compile(stmt, "<prefix>", "exec", dont_inherit=True), g)
prefix(open(` + strconv.Quote(filepath.Join(dir, "stubclass.py")) + `).read())
prefix('s = Stub("s")')
prefix("import sys\nseen = sys.getprofile()")
assert g["seen"] is None, g["seen"]
batch._await_snippet(g)
snippet = """
try:
    x = 1
except Exception:
    pass
watched = bool(Stub._watching)
frames = []
frame = Stub._frame
Stub._frame = staticmethod(lambda depth: frames.append(frame(1)) or frame(depth + 1))
d = Stub("o").__dict__
Stub._frame = frame
own = [(f.f_code.co_qualname, f.f_trace) for f in frames if f.f_code.co_qualname.startswith("Stub.")]
"""
lines = []
def metric(frame, event, arg):
    # A line metric of its own file, as linecov is: the Stub's frames
    # are the prefix's, not its file's.
    if frame.f_code.co_filename == "snippet.py":
        def local(frame, event, arg):
            lines.append(frame.f_lineno)
            return local
        return local
    return None
sys.settrace(metric)
exec(compile(snippet, "snippet.py", "exec", dont_inherit=True), g)
sys.settrace(None)
assert g["watched"] and sys.getprofile() is None
assert g["own"] and all(tr is None for _, tr in g["own"]), g["own"]
assert 12 in lines, lines
print("watched", len(g["own"]))
`
	f := filepath.Join(dir, "watch.py")
	os.WriteFile(f, []byte(check), 0o644)
	out, err := exec.Command(py, f).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "watched ") {
		t.Fatalf("%v\n%s", err, out)
	}
}

// TestHandlesReadsTheBytesAsDisDoes: Stub._handles (whether the snippet
// catches exceptions after a line, asked in every batch job whose prefix
// binds a Stub) reads the code's bytes without dis, and answers as the
// walk over dis.get_instructions does, CPython's dis the oracle: every
// code object of a few standard modules, from several lines.
func TestHandlesReadsTheBytesAsDisDoes(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("no python3")
	}
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "stubclass.py"), []byte(stubClass), 0o644)
	check := `
import sys, dis, importlib
g = {"__name__": "__main__"}
exec(compile(open(` + strconv.Quote(filepath.Join(dir, "stubclass.py")) + `).read(), "<prefix>", "exec", dont_inherit=True), g)
Stub = g["Stub"]
push = dis.opmap["PUSH_EXC_INFO"]
def oracle(code, start):
    todo = [code]
    while todo:
        c = todo.pop()
        if c is not code and c.co_firstlineno < start:
            continue
        pending = False
        for ins in dis.get_instructions(c):
            pending = pending or ins.opcode == push
            line = ins.positions.lineno if ins.positions is not None else None
            if pending and line is not None:
                if c is not code or line > start:
                    return True
                pending = False
        todo.extend(k for k in c.co_consts if type(k) is type(code))
    return False
codes = []
for name in ("contextlib", "threading", "subprocess", "json.decoder", "tempfile"):
    m = importlib.import_module(name)
    todo = [compile(open(m.__file__).read(), m.__file__, "exec")]
    while todo:
        c = todo.pop()
        codes.append(c)
        todo.extend(k for k in c.co_consts if type(k) is type(c))
keep = sys.modules.pop("dis")
sys.modules["dis"] = None  # (no dis: an import of it fails)
answers = {}
for c in codes:
    for start in (0, c.co_firstlineno, c.co_firstlineno + 3, c.co_firstlineno + 20):
        answers[c, start] = Stub._handles(c, start)
sys.modules["dis"] = keep
wrong = [(c.co_filename, c.co_qualname, s) for (c, s), a in answers.items() if a != oracle(c, s)]
assert not wrong, wrong[:10]
yes = sum(answers.values())
assert 0 < yes < len(answers), (yes, len(answers))
print("same", len(answers), yes)
`
	f := filepath.Join(dir, "handles.py")
	os.WriteFile(f, []byte(check), 0o644)
	out, err := exec.Command(py, f).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "same ") {
		t.Fatalf("%v\n%s", err, out)
	}
}
