# Phase: execute (runs inside the sandbox). The entry point of every run
# (runtime.Entry): python3 compiles the file it is given as a program on
# every start, but loads an imported module from its compiled form. So the
# harness is imported, and the runtime package writes the compiled
# runtime, made once per interpreter, beside it (runtime.Compile).
import harness

harness.entry()
