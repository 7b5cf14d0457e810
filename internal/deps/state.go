package deps

// The environment's record and its lock. Every process that installs into
// the environment first takes an exclusive flock on lockName; the record is
// read and rewritten (atomically, by rename) only while holding it.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"time"
)

const (
	lockName  = "unstuck.lock"
	stateName = "unstuck-state.json"
)

type baseInfo struct {
	Executable string `json:"executable"`
	Version    string `json:"version"`
}

// entry is one distribution's outcome; Index is the index URL it was tried
// against, since a failure on one index says nothing about another.
type entry struct {
	Dist  string    `json:"dist"`
	Index string    `json:"index"`
	At    time.Time `json:"at"`
	Error string    `json:"error,omitempty"`
}

type state struct {
	Version   int              `json:"version"`
	Base      baseInfo         `json:"base"`
	Installed map[string]entry `json:"installed"` // by normalized name
	Failed    map[string]entry `json:"failed"`
}

// loadState reads the record; a missing one is empty. A record that does
// not parse is an error rather than a fresh start, which would forget the
// failures and retry them all.
func loadState(dir string) (*state, error) {
	st := &state{Version: 1}
	b, err := os.ReadFile(filepath.Join(dir, stateName))
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("deps: %w", err)
	}
	if err == nil {
		if err := json.Unmarshal(b, st); err != nil {
			return nil, fmt.Errorf("deps: record %s is damaged (remove it to start over): %w", filepath.Join(dir, stateName), err)
		}
	}
	if st.Installed == nil {
		st.Installed = map[string]entry{}
	}
	if st.Failed == nil {
		st.Failed = map[string]entry{}
	}
	return st, nil
}

// save replaces the record by rename, so a reader never sees half of it.
func (st *state) save(dir string) error {
	b, err := json.MarshalIndent(st, "", "  ")
	if err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, stateName+".*")
	if err != nil {
		return fmt.Errorf("deps: %w", err)
	}
	_, werr := f.Write(append(b, '\n'))
	cerr := f.Close()
	if werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Chmod(f.Name(), 0o644)
	}
	if werr == nil {
		werr = os.Rename(f.Name(), filepath.Join(dir, stateName))
	}
	if werr != nil {
		os.Remove(f.Name())
		return fmt.Errorf("deps: saving the record: %w", werr)
	}
	return nil
}

type dirLock struct{ f *os.File }

// lockDir takes the environment's exclusive lock, polling so that ctx can
// end the wait (a blocking flock cannot be interrupted). Each call opens
// the file anew, so goroutines of one process exclude each other too.
func lockDir(ctx context.Context, dir string) (*dirLock, error) {
	f, err := os.OpenFile(filepath.Join(dir, lockName), os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("deps: %w", err)
	}
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			return &dirLock{f}, nil
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) && !errors.Is(err, syscall.EINTR) {
			f.Close()
			return nil, fmt.Errorf("deps: locking %s: %w", dir, err)
		}
		select {
		case <-ctx.Done():
			f.Close()
			return nil, fmt.Errorf("deps: waiting for the lock on %s: %w", dir, ctx.Err())
		case <-time.After(100 * time.Millisecond):
		}
	}
}

func (l *dirLock) unlock() {
	syscall.Flock(int(l.f.Fd()), syscall.LOCK_UN)
	l.f.Close()
}
