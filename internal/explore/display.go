package explore

// Phase: explore, the snippet's environment. A Tk snippet (tkinter,
// turtle) needs a display: the sandbox has none, so Tk() raises TclError
// and only stand-ins for its widgets would run the example. The prefix
// starts a virtual one (Xvfb) and declares it. The example's reader
// closes the window once it is up: when the snippet has waited in Tk's
// event loop for a moment, the window manager's close is sent (the
// snippet's WM_DELETE_WINDOW handler, else destroy), so the loop returns
// and the lines after it run; a loop that will not end gets Ctrl-C.

import "strings"

// tkModules are the modules that draw through Tk.
var tkModules = map[string]bool{"tkinter": true, "turtle": true, "turtledemo": true, "idlelib": true}

// displayHelper starts Xvfb on a free display number unless one is set
// (a person replaying the prefix on a desktop keeps theirs), and the
// closer thread. Without Xvfb it does nothing: Tk then fails as it would.
const displayHelper = `import atexit, os, shutil, signal, subprocess, sys, threading, time
def _unstuck_display():
    xvfb = shutil.which("Xvfb")
    if not xvfb or os.environ.get("DISPLAY"):
        return
    n = next(n for n in range(90, 190) if not os.path.exists("/tmp/.X%d-lock" % n))
    p = subprocess.Popen([xvfb, ":%d" % n, "-nolisten", "tcp", "-screen", "0", "1024x768x24"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    atexit.register(p.kill)
    for _ in range(1000):
        if os.path.exists("/tmp/.X11-unix/X%d" % n) or p.poll() is not None:
            break
        time.sleep(0.01)
    os.environ["DISPLAY"] = ":%d" % n
    main = threading.main_thread().ident
    def in_loop():
        f = sys._current_frames().get(main)
        while f is not None and not (f.f_code.co_name == "mainloop" and ("tkinter" in f.f_code.co_filename or "turtle" in f.f_code.co_filename)):
            f = f.f_back
        return f is not None
    def close():
        waited = 0
        while True:
            time.sleep(0.05)
            waited = waited + 1 if in_loop() else 0
            if waited == 10:
                import tkinter
                r = tkinter._default_root
                if r is not None:
                    try:
                        h = r.protocol("WM_DELETE_WINDOW")
                        r.after(0, (lambda: r.tk.call(h)) if h else r.destroy)
                    except Exception:
                        pass
            elif waited == 40:
                os.kill(os.getpid(), signal.SIGINT)
    threading.Thread(target=close, daemon=True).start()
_unstuck_display()`

// displayStatement is the prefix statement that gives a Tk snippet a
// display ("" when neither the snippet nor the prefix's imports name a
// Tk module).
func displayStatement(b *builder, imports []string) string {
	mods := memoSnippetImports(b.s)
	for _, imp := range imports {
		for _, f := range strings.FieldsFunc(imp, func(r rune) bool { return r == ' ' || r == ',' || r == '\n' }) {
			mods = append(mods, f)
		}
	}
	for _, m := range mods {
		if tkModules[strings.SplitN(m, ".", 2)[0]] {
			return displayHelper
		}
	}
	return ""
}
