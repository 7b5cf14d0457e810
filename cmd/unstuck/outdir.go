// Server and MCP output directories (driver side): made for this process
// alone, or the operator's own, resolved through symlinks before they are
// checked.
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"syscall"
)

// serverOutDir is where a server keeps the files its jobs write: "private"
// makes a new directory only this process's user can enter (exclusive
// creation, mode 0700) under the user's cache directory (or the temporary
// one), never a fixed name another local user could make first; another
// name is the operator's own directory, checked by ownDir.
func serverOutDir(keep, kind string) (string, error) {
	switch keep {
	case "":
		return "", nil
	case "private":
		base := os.TempDir()
		if c, err := os.UserCacheDir(); err == nil {
			if err := os.MkdirAll(filepath.Join(c, "unstuck"), 0o700); err == nil {
				base = filepath.Join(c, "unstuck")
			}
		}
		if _, err := ownDir(base); err != nil && base != os.TempDir() {
			base = os.TempDir()
		}
		return os.MkdirTemp(base, "unstuck-"+kind+"-")
	}
	return ownDir(keep)
}

// ownDir makes dir if needed, resolves it through symlinks and checks that
// what it resolves to is a directory of this process's user that no one
// else may write to (a sticky shared one like /tmp included): another
// user could otherwise swap what a job writes for links to where they
// please. It returns the resolved path.
func ownDir(dir string) (string, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	r, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return "", err
	}
	if r, err = filepath.Abs(r); err != nil {
		return "", err
	}
	fi, err := os.Lstat(r)
	if err != nil {
		return "", err
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !fi.IsDir() || !ok {
		return "", fmt.Errorf("output directory %s is not a directory", dir)
	}
	if int(st.Uid) != os.Geteuid() {
		return "", fmt.Errorf("output directory %s (%s) belongs to uid %d, not to this user", dir, r, st.Uid)
	}
	if fi.Mode().Perm()&0o022 != 0 {
		return "", fmt.Errorf("output directory %s (%s) may be written by others (mode %o)", dir, r, fi.Mode().Perm())
	}
	return r, nil
}
