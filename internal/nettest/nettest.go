// Phase: tests only. Network addresses the tests of several stages need
// (the LLM client, deps' package index, the CLI), in one place.
package nettest

import (
	"fmt"
	"syscall"
	"testing"
)

// ClosedPort is a loopback address where nothing listens, and nothing
// can while the test runs: the port is bound and never listened on, so a
// connection is refused. (A port closed after Listen is free for the
// next listener of any test or process on the machine.)
func ClosedPort(t testing.TB) string {
	t.Helper()
	fd, err := syscall.Socket(syscall.AF_INET, syscall.SOCK_STREAM|syscall.SOCK_CLOEXEC, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { syscall.Close(fd) })
	if err := syscall.Bind(fd, &syscall.SockaddrInet4{Addr: [4]byte{127, 0, 0, 1}}); err != nil {
		t.Fatal(err)
	}
	sa, err := syscall.Getsockname(fd)
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("127.0.0.1:%d", sa.(*syscall.SockaddrInet4).Port)
}
