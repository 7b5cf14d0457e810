package predict

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"sort"
	"sync"
)

// Event is one observed value use (docs/lexecutor-contract.md, section 2):
// the use's context and the fine class of the real value. Count is how many
// identical uses it stands for (0 or absent means 1).
type Event struct {
	Name   string   `json:"name"`
	Kind   string   `json:"kind"`
	Before []string `json:"before"`
	After  []string `json:"after"`
	Class  string   `json:"class"`
	Count  int      `json:"count,omitempty"`
}

// Weight is the number of uses the event stands for (at least 1).
func (e *Event) Weight() int {
	if e.Count <= 0 {
		return 1
	}
	return e.Count
}

// Query returns the prediction query of the event's context.
func (e *Event) Query() Query {
	return Query{Name: e.Name, Kind: e.Kind, Before: e.Before, After: e.After}
}

// contextHash identifies a use site's context (name, before, after; not kind
// nor class), so that uses of one site and near-identical sites (a call and
// the read of its callee name) stay together.
func (e *Event) contextHash(seed uint64) uint64 {
	h := newHasher(seed)
	h.str(e.Name)
	h.sep()
	h.strs(e.Before)
	h.sep()
	h.strs(e.After)
	return h.sum()
}

type eventKey [2]uint64

func (e *Event) key() eventKey {
	var k eventKey
	for i := range k {
		h := newHasher(uint64(i) + 0x5eed)
		h.str(e.Kind)
		h.sep()
		h.str(e.Class)
		h.sep()
		h.str(e.Name)
		h.sep()
		h.strs(e.Before)
		h.sep()
		h.strs(e.After)
		k[i] = h.sum()
	}
	return k
}

// Dedupe merges identical events (same name, kind, context and class),
// summing their counts; the first occurrence keeps its place.
func Dedupe(events []Event) []Event {
	index := make(map[eventKey]int, len(events))
	out := make([]Event, 0, len(events))
	for _, e := range events {
		k := e.key()
		if i, ok := index[k]; ok {
			out[i].Count = out[i].Weight() + e.Weight()
			continue
		}
		index[k] = len(out)
		e.Count = e.Weight()
		out = append(out, e)
	}
	return out
}

// ReadEvents reads training events, one JSON object per line (blank lines
// are skipped), checks them and merges duplicates (see Dedupe). A class must
// be a fine class name; an unknown one, or a line that is not an event, is
// an error naming the line. Lines are decoded in parallel.
func ReadEvents(r io.Reader) ([]Event, error) {
	const chunkSize = 1 << 20
	type chunk struct {
		first  int    // line number of the chunk's first line
		data   []byte // whole lines
		events []Event
		keys   []eventKey
		err    error
		done   chan struct{}
	}
	workers := runtime.GOMAXPROCS(0)
	todo := make(chan *chunk, workers)
	inOrder := make(chan *chunk, 2*workers)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p := newLineParser()
			for c := range todo {
				c.events, c.err = decodeLines(p, c.first, c.data)
				c.keys = make([]eventKey, len(c.events))
				for i := range c.events {
					c.keys[i] = c.events[i].key()
				}
				c.data = nil
				close(c.done)
			}
		}()
	}

	var readErr error
	go func() {
		defer close(inOrder)
		defer close(todo)
		line := 1
		var carry []byte
		for {
			buf := make([]byte, len(carry), max(chunkSize, 2*len(carry)))
			copy(buf, carry)
			n, err := io.ReadFull(r, buf[len(buf):cap(buf)])
			buf = buf[:len(buf)+n]
			eof := err == io.EOF || err == io.ErrUnexpectedEOF
			if err != nil && !eof {
				readErr = err
				return
			}
			cut := len(buf)
			if !eof {
				cut = bytes.LastIndexByte(buf, '\n') + 1
			}
			carry = buf[cut:]
			if cut > 0 {
				c := &chunk{first: line, data: buf[:cut], done: make(chan struct{})}
				line += bytes.Count(c.data, []byte{'\n'})
				todo <- c
				inOrder <- c
			}
			if eof {
				return
			}
		}
	}()

	index := map[eventKey]int{}
	var out []Event
	var firstErr error
	for c := range inOrder {
		<-c.done
		if firstErr != nil {
			continue // drain
		}
		if c.err != nil {
			firstErr = c.err
			continue
		}
		for j, e := range c.events {
			k := c.keys[j]
			if i, ok := index[k]; ok {
				out[i].Count += e.Weight()
				continue
			}
			e.Count = e.Weight()
			index[k] = len(out)
			out = append(out, e)
		}
	}
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	if readErr != nil {
		return nil, fmt.Errorf("predict: reading events: %w", readErr)
	}
	return out, nil
}

// decodeLines decodes the lines of data, the first being line number first.
func decodeLines(p *lineParser, first int, data []byte) ([]Event, error) {
	out := make([]Event, 0, bytes.Count(data, []byte{'\n'})+1)
	for ln := first; len(data) > 0; ln++ {
		l := data
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			l, data = data[:i], data[i+1:]
		} else {
			data = nil
		}
		l = bytes.TrimSpace(l)
		if len(l) == 0 {
			continue
		}
		var e Event
		if !p.parse(l, &e) {
			e = Event{}
			if err := json.Unmarshal(l, &e); err != nil {
				return nil, fmt.Errorf("predict: events line %d: %v", ln, err)
			}
			p.event(&e)
		}
		if !IsFine(e.Class) {
			return nil, fmt.Errorf("predict: events line %d: unknown class %q", ln, e.Class)
		}
		if e.Count < 0 {
			return nil, fmt.Errorf("predict: events line %d: negative count %d", ln, e.Count)
		}
		out = append(out, e)
	}
	return out, nil
}

// event interns the strings of an event decoded by encoding/json.
func (p *lineParser) event(e *Event) {
	s := func(x string) string {
		if y, ok := p.intern[x]; ok {
			return y
		}
		p.intern[x] = x
		return x
	}
	e.Name, e.Kind, e.Class = s(e.Name), s(e.Kind), s(e.Class)
	for i, t := range e.Before {
		e.Before[i] = s(t)
	}
	for i, t := range e.After {
		e.After[i] = s(t)
	}
}

// Split divides events into a training part and a held-out part of about
// the given fraction, by a seeded hash of each event's context (name and the
// tokens around it), so that all events of one site, and of sites with the
// same name and context, fall on the same side. The order of events is kept.
func Split(events []Event, holdout float64, seed int64) (train, test []Event) {
	limit := uint64(holdout * (1 << 63))
	if holdout >= 1 {
		limit = 1 << 63
	}
	for _, e := range events {
		if holdout > 0 && e.contextHash(uint64(seed))>>1 < limit {
			test = append(test, e)
		} else {
			train = append(train, e)
		}
	}
	return train, test
}

// GroupFolds deals groups (for the CPython corpus: the test modules that
// recorded the events) into k folds for evaluation held out by group: a
// model trained without one fold's groups is scored on them, so no group
// has events on both sides and the figure measures code the model never
// saw, not other uses of sites it trained on. The distinct names are
// ranked by a seeded hash and cut into k contiguous runs of the ranking
// (sizes differ by one at most): the folds depend on the names only, not on
// their order or on where the corpus lives. k is at least 1 and at most
// the number of names.
func GroupFolds(names []string, k int, seed int64) map[string]int {
	type ranked struct {
		name string
		h    uint64
	}
	seen := map[string]bool{}
	var all []ranked
	for _, n := range names {
		if seen[n] {
			continue
		}
		seen[n] = true
		h := newHasher(uint64(seed) ^ 0x6d6f64756c65)
		h.str(n)
		all = append(all, ranked{n, h.sum()})
	}
	sort.Slice(all, func(i, j int) bool {
		if all[i].h != all[j].h {
			return all[i].h < all[j].h
		}
		return all[i].name < all[j].name
	})
	k = max(1, min(k, len(all)))
	out := make(map[string]int, len(all))
	for i, r := range all {
		out[r.name] = i * k / len(all)
	}
	return out
}
