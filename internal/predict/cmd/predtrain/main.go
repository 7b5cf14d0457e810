// Command predtrain trains the value-prediction model of learning-guided
// execution from recorded events (JSONL, see docs/lexecutor-contract.md,
// section 2), reports its held-out accuracy next to the baselines, and
// writes the model file that internal/predict embeds.
//
//	go run ./internal/predict/cmd/predtrain -events events.jsonl[.gz] \
//	    -out internal/predict/model/default.bin
//
// With -model, it evaluates an existing model on the events instead.
package main

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"unstuck/internal/predict"
)

func main() {
	var (
		eventsPath = flag.String("events", "", "training events, JSONL (.gz ok; - for stdin)")
		out        = flag.String("out", "", "write the trained model here")
		modelPath  = flag.String("model", "", "evaluate this model on all events instead of training")
		holdout    = flag.Float64("holdout", 0.05, "fraction of events (by context) held out for evaluation")
		seed       = flag.Int64("seed", 1, "seed of the split, the shuffling and the random baseline")
		epochs     = flag.Int("epochs", 0, "training epochs (0: default)")
		bits       = flag.Int("bits", 0, "log2 of the feature buckets (0: default 18)")
		lr         = flag.Float64("lr", 0, "AdaGrad learning rate (0: default)")
		l2         = flag.Float64("l2", 0, "L2 penalty (0: default)")
		baselines  = flag.Bool("baselines", true, "also evaluate the naive, random and frequency predictors")
		asJSON     = flag.Bool("json", false, "print the reports as one JSON object")
	)
	flag.Parse()
	if *eventsPath == "" {
		fmt.Fprintln(os.Stderr, "predtrain: -events is required")
		flag.Usage()
		os.Exit(2)
	}
	t0 := time.Now()
	events, err := readEvents(*eventsPath)
	if err != nil {
		fail(err)
	}
	logf("%d distinct events read in %.1fs", len(events), time.Since(t0).Seconds())

	reports := map[string]predict.Report{}
	var m *predict.Model
	test := events
	var train []predict.Event
	if *modelPath != "" {
		f, err := os.Open(*modelPath)
		if err != nil {
			fail(err)
		}
		m, err = predict.Load(bufio.NewReader(f))
		f.Close()
		if err != nil {
			fail(err)
		}
		train = nil
	} else {
		train, test = predict.Split(events, *holdout, *seed)
		logf("training on %d events, %d held out", len(train), len(test))
		var tr predict.Report
		m, tr = predict.Train(train, predict.TrainOptions{
			Epochs: *epochs, Seed: *seed, Bits: *bits, LearningRate: *lr, L2: *l2,
			Progress: func(epoch int, loss float64) { logf("epoch %d: loss %.4f", epoch, loss) },
		})
		reports["train"] = tr
		if !*asJSON {
			fmt.Print(tr.String())
		}
		if *out != "" {
			if err := save(m, *out); err != nil {
				fail(err)
			}
			st, _ := os.Stat(*out)
			logf("model written to %s (%d bytes)", *out, st.Size())
		}
	}
	if len(test) == 0 {
		return
	}
	eval := func(name string, p predict.Predictor) {
		r := predict.Evaluate(p, test)
		reports[name] = r
		if !*asJSON {
			fmt.Printf("\n== %s (%d held-out events)\n%s", name, len(test), r.String())
		}
	}
	eval("model", m)
	eval("model-coarse", m.AtLevel(predict.LevelCoarse))
	if *baselines {
		eval("naive", predict.NewNaive(predict.LevelFine))
		eval("random", predict.NewRandom(*seed, predict.LevelFine))
		if train != nil {
			eval("frequency", predict.TrainFrequency(train))
		}
	}
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		enc.Encode(reports)
	}
}

func readEvents(path string) ([]predict.Event, error) {
	var r io.Reader = os.Stdin
	if path != "-" {
		f, err := os.Open(path)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		r = f
	}
	br := bufio.NewReaderSize(r, 1<<20)
	if head, _ := br.Peek(2); len(head) == 2 && head[0] == 0x1f && head[1] == 0x8b || strings.HasSuffix(path, ".gz") {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, err
		}
		defer zr.Close()
		return predict.ReadEvents(zr)
	}
	return predict.ReadEvents(br)
}

func save(m *predict.Model, path string) error {
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(f)
	if err := m.Save(bw); err != nil {
		f.Close()
		return err
	}
	if err := bw.Flush(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

func logf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "predtrain: "+format+"\n", args...)
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "predtrain:", err)
	os.Exit(1)
}
