// Progress reporting for a running batch: one line rewritten in place on a
// terminal, and sparse plain lines in a log file, where rewriting would
// leave thousands of lines behind.
package bench

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"time"
)

// Progress prints how far a batch is. It is safe for concurrent use.
type Progress struct {
	w     io.Writer
	tty   bool
	total int

	mu        sync.Mutex
	done      int
	last      string
	start     time.Time
	lastPrint time.Time
	nextTenth int // plain mode: print when done reaches this tenth of total
	stop      chan struct{}
	stopped   sync.WaitGroup
	now       func() time.Time
}

// NewProgress reports on total items to w; tty chooses the in-place line.
func NewProgress(w io.Writer, total int, tty bool) *Progress {
	return &Progress{w: w, tty: tty, total: total, now: time.Now, nextTenth: 1}
}

// Start begins the clock and a ticker that keeps the elapsed time and ETA
// fresh while slow items run.
func (p *Progress) Start() {
	p.mu.Lock()
	p.start = p.now()
	p.lastPrint = p.start
	p.stop = make(chan struct{})
	p.mu.Unlock()
	p.stopped.Add(1)
	go func() {
		defer p.stopped.Done()
		t := time.NewTicker(time.Second)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				p.mu.Lock()
				if p.tty || p.now().Sub(p.lastPrint) >= 30*time.Second {
					p.print()
				}
				p.mu.Unlock()
			case <-p.stop:
				return
			}
		}
	}()
}

// Item notes one finished item.
func (p *Progress) Item(file, status string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done++
	p.last = file + " " + status
	switch {
	case p.tty:
		p.print()
	case p.total > 0 && p.done*10 >= p.nextTenth*p.total:
		for p.done*10 >= p.nextTenth*p.total {
			p.nextTenth++
		}
		p.print()
	case p.now().Sub(p.lastPrint) >= 30*time.Second:
		p.print()
	}
}

// Finish stops the ticker and ends the in-place line.
func (p *Progress) Finish() {
	if p.stop != nil {
		close(p.stop)
		p.stopped.Wait()
		p.stop = nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.tty {
		p.print()
		fmt.Fprintln(p.w)
	}
}

// print writes the line; p.mu is held.
func (p *Progress) print() {
	p.lastPrint = p.now()
	line := p.line()
	if p.tty {
		// \x1b[K clears what a longer previous line left behind.
		fmt.Fprintf(p.w, "\r%s\x1b[K", line)
	} else {
		fmt.Fprintln(p.w, line)
	}
}

func (p *Progress) line() string {
	elapsed := p.now().Sub(p.start)
	pct := 100
	if p.total > 0 {
		pct = p.done * 100 / p.total
	}
	var b strings.Builder
	fmt.Fprintf(&b, "[%d/%d] %d%%", p.done, p.total, pct)
	if p.done > 0 && elapsed > 0 {
		rate := float64(p.done) / elapsed.Seconds()
		eta := time.Duration(float64(p.total-p.done) / rate * float64(time.Second))
		fmt.Fprintf(&b, " %.2f items/s ETA %s", rate, roundDur(eta))
	} else {
		fmt.Fprintf(&b, " elapsed %s", roundDur(elapsed))
	}
	if p.last != "" {
		last := p.last
		if p.tty && len(last) > 60 {
			// Keep the tail: the file name matters more than its directory.
			last = "..." + last[len(last)-57:]
		}
		b.WriteString(" last: " + last)
	}
	return b.String()
}

func roundDur(d time.Duration) time.Duration {
	if d > time.Minute {
		return d.Round(time.Second)
	}
	return d.Round(100 * time.Millisecond)
}
