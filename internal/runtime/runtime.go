// Package runtime holds the Python code that unstuck ships into every run:
// the harness that executes a snippet under the line metric inside the
// sandbox. It is plain Python (>= 3.8), embedded into the binary.
package runtime

import (
	"embed"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

//go:embed py/*.py
var files embed.FS

// Entry is the file name of the harness's entry point.
const Entry = "harness.py"

// WriteTo copies the harness files into dir.
func WriteTo(dir string) error {
	return fs.WalkDir(files, "py", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasPrefix(d.Name(), "test_") {
			return err // the runtime's own tests stay out of runs
		}
		b, err := files.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, filepath.Base(p)), b, 0o644)
	})
}
