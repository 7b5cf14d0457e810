// Phase: execute. A file run with the bare interpreter, no harness: what a
// person replaying a generated prefix with plain python3 sees, but inside
// the sandbox, since the file is still code nobody has vetted.

package execute

import (
	"context"
	"os"
	"path/filepath"

	"unstuck/internal/sandbox"
)

// RunPlain runs the file at path with the interpreter alone, in a fresh box
// whose working directory holds only a copy of the file (so that files the
// file creates are its own). It returns the sandbox's outcome; a non-zero
// ExitCode is the file's own failure.
func (e *Executor) RunPlain(ctx context.Context, path string) (*sandbox.Outcome, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	box, err := e.opt.Sandbox.NewBox()
	if err != nil {
		return nil, err
	}
	defer box.Close()
	base := filepath.Base(path)
	if err := os.WriteFile(filepath.Join(box.HostWork, base), src, 0o644); err != nil {
		return nil, err
	}
	argv := []string{e.interp.Executable, filepath.Join(box.InWork, base)}
	return e.opt.Sandbox.RunCmd(ctx, box, sandbox.Cmd{Argv: argv, Env: e.env(box), ReadOnly: e.readOnly, Limits: e.opt.Limits})
}
