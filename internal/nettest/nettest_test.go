package nettest

import (
	"net"
	"testing"
)

// A connection to ClosedPort is refused, not accepted nor left waiting.
func TestClosedPortRefuses(t *testing.T) {
	addr := ClosedPort(t)
	c, err := net.Dial("tcp", addr)
	if err == nil {
		c.Close()
		t.Fatalf("connected to %s", addr)
	}
	if ln, err := net.Listen("tcp", addr); err == nil {
		ln.Close()
		t.Fatalf("another listener took %s", addr)
	}
}
