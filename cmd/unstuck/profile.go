// Driver: an optional CPU profile of the whole command, for measuring where
// the Go side spends its time (issue 17, item 7). UNSTUCK_CPUPROFILE=FILE
// writes a pprof CPU profile of the run to FILE; unset, nothing happens.
package main

import (
	"fmt"
	"os"
	"runtime/pprof"
)

// startCPUProfile starts the profile named by UNSTUCK_CPUPROFILE and returns
// the function that stops and writes it (a no-op when the variable is unset).
func startCPUProfile() func() {
	path := os.Getenv("UNSTUCK_CPUPROFILE")
	if path == "" {
		return func() {}
	}
	f, err := os.Create(path)
	if err != nil {
		fmt.Fprintf(os.Stderr, "unstuck: cpu profile: %v\n", err)
		return func() {}
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		fmt.Fprintf(os.Stderr, "unstuck: cpu profile: %v\n", err)
		f.Close()
		return func() {}
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}
}
