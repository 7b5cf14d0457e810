package predict

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"strconv"
	"sync"
	"testing"
)

var benchModel struct {
	once sync.Once
	m    *Model
}

func trainedBenchModel() *Model {
	benchModel.once.Do(func() {
		benchModel.m, _ = Train(synthEvents(20000, 10), TrainOptions{Epochs: 2})
	})
	return benchModel.m
}

func BenchmarkFeatures(b *testing.B) {
	events := synthEvents(1000, 11)
	var buf featBuf
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		q := events[i%len(events)].Query()
		features(&q, 1<<18-1, &buf)
	}
}

func BenchmarkPredict(b *testing.B) {
	m := trainedBenchModel()
	events := synthEvents(1000, 11)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m.Predict(events[i%len(events)].Query())
	}
}

func BenchmarkProbs(b *testing.B) {
	m := trainedBenchModel()
	events := synthEvents(1000, 11)
	var p [NumFine]float64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		q := events[i%len(events)].Query()
		m.probs(&q, &p)
	}
}

// BenchmarkTrain1M trains on a million synthetic events with full
// (10 + 10 token) contexts: go test -run X -bench Train1M -benchtime 1x
func BenchmarkTrain1M(b *testing.B) {
	s := newSynth(12)
	s.full = true
	events := make([]Event, 1_000_000)
	for i := range events {
		events[i] = s.event()
	}
	train, test := Split(Dedupe(events), 0.05, 1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m, r := Train(train, TrainOptions{})
		b.ReportMetric(r.Train.EventsPerSec, "events/s")
		b.ReportMetric(r.Train.Seconds, "s/train")
		var buf bytes.Buffer
		m.Save(&buf)
		b.ReportMetric(float64(buf.Len())/1e6, "MB")
		ev := Evaluate(m, test)
		b.ReportMetric(ev.All.Fine.Top1, "top1")
		b.ReportMetric(ev.NsPerQuery, "ns/query")
	}
}

// TestWriteSynth writes synthetic events for BenchmarkReadEvents:
// PREDICT_SYNTH=/tmp/events.jsonl PREDICT_SYNTH_N=1000000 go test -run WriteSynth
func TestWriteSynth(t *testing.T) {
	path := os.Getenv("PREDICT_SYNTH")
	if path == "" {
		t.Skip("PREDICT_SYNTH not set")
	}
	n, _ := strconv.Atoi(os.Getenv("PREDICT_SYNTH_N"))
	if n <= 0 {
		n = 100000
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	s := newSynth(13)
	s.full = true
	for i := 0; i < n; i++ {
		e := s.event()
		e.Count = 0
		line, _ := json.Marshal(e)
		w.Write(line)
		w.WriteByte('\n')
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
}

// BenchmarkReadEvents reads the file named by PREDICT_SYNTH (see TestWriteSynth).
func BenchmarkReadEvents(b *testing.B) {
	path := os.Getenv("PREDICT_SYNTH")
	if path == "" {
		b.Skip("PREDICT_SYNTH not set")
	}
	for i := 0; i < b.N; i++ {
		f, err := os.Open(path)
		if err != nil {
			b.Fatal(err)
		}
		ev, err := ReadEvents(f)
		f.Close()
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(len(ev)), "events")
	}
}
