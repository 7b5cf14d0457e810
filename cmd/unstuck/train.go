package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"time"

	"unstuck/internal/bench"
	"unstuck/internal/execute"
	"unstuck/internal/predict"
)

// cmdTrain records the values complete code really uses (a corpus run in
// record mode) and trains the value predictor on them.
func cmdTrain(args []string) int {
	fs := flag.NewFlagSet("train", flag.ContinueOnError)
	var ef execFlags
	ef.register(fs)
	workers := fs.Int("j", 2, "corpus files recorded at once")
	records := fs.String("records", "train-record.jsonl", "JSONL journal of the record runs (resumed; also what --from reads)")
	from := fs.String("from", "", "train from these record journals (comma-separated) instead of running the corpus")
	modelOut := fs.String("model-out", "model.bin", "where to write the model (internal/predict/model/default.bin ships it)")
	freqOut := fs.String("frequency-out", "", "where to write the frequency table (default: frequency.json.gz beside the model)")
	holdout := fs.Float64("holdout", 0.05, "share held out for evaluation: of the corpus modules (--split module: they are dealt into 1/holdout folds) or of the site contexts (--split site)")
	splits := fs.String("split", "module,site", "how the evaluation is held out, comma-separated; each trains and evaluates its own models and the first one's is written:\n"+
		"module: whole corpus files (CPython test modules), none on both sides, so the figure is on code the model never saw;\n"+
		"the model written is trained without the first fold's modules;\n"+
		"site: by a hash of the site context (name and tokens around), an in-distribution figure (other uses of a module's sites train the model)")
	cv := fs.Bool("cv", true, "module split: hold out every fold in turn (cross-validation, each module held out once) and report the figure over the whole corpus; false: the first fold only")
	seed := fs.Int64("seed", 1, "seed of the split and the training order")
	epochs := fs.Int("epochs", 0, "training epochs (0: default)")
	bits := fs.Int("bits", 0, "log2 of the feature buckets (0: default)")
	reportJSON := fs.String("report-json", "", "also write the evaluation as JSON")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), `usage: unstuck train [flags] [CORPUS DIR|FILE-LIST|FILE.py ...]

Runs the corpus (default: the test_*.py modules of the interpreter's own
test package, the CPython test suite) instrumented in record mode, turns
every value a name, attribute or call really had into a training event,
holds out a share of them, trains the model and the frequency table, and
reports held-out top-1/3/5 accuracy next to the naive, random and
frequency predictors, for each way of holding out (--split): by module
(whole test modules, none on both sides) and by site context
(in-distribution). The model written is the first split's, trained on
its training side only.`)
		fs.PrintDefaults()
	}
	if err := parseArgs(fs, args); err != nil {
		return exitCode(err)
	}
	fail := func(err error) int {
		fmt.Fprintln(os.Stderr, "unstuck:", err)
		return 2
	}
	if *holdout <= 0 || *holdout > 0.5 {
		return fail(fmt.Errorf("--holdout %g: want a share above 0 and at most 0.5", *holdout))
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	var recs []bench.Record
	if *from != "" {
		for _, p := range strings.Split(*from, ",") {
			rs, err := bench.ReadRecords(p)
			if err != nil {
				return fail(err)
			}
			recs = append(recs, rs...)
		}
	} else {
		ex, err := ef.executor()
		if err != nil {
			return fail(err)
		}
		corpus := fs.Args()
		if len(corpus) == 0 {
			list, err := defaultCorpus(ex.Interpreter().Executable)
			if err != nil {
				return fail(err)
			}
			corpus = []string{list}
		}
		items, err := bench.Discover(corpus)
		if err != nil {
			return fail(err)
		}
		runner, _ := bench.NewRunner(ex, execute.Mode{Name: "record"})
		job := &bench.Job{Items: items, Runner: runner, Mode: "record", Workers: *workers, Out: *records, Log: os.Stderr,
			Progress: func(total int) *bench.Progress { return bench.NewProgress(os.Stderr, total, fancy(os.Stderr)) }}
		res, err := job.Run(ctx)
		if err != nil {
			return fail(err)
		}
		if res.Interrupted {
			fmt.Fprintln(os.Stderr, "unstuck train: interrupted; run again to resume the recording")
			return 130
		}
		recs = res.Records
	}
	// A journal run again by hand holds an item twice: the newest stands.
	last := map[string]int{}
	for i, r := range recs {
		last[r.File] = i
	}
	modules := map[string][]predict.Event{} // corpus module -> its events
	var names []string
	for i, r := range recs {
		if len(r.Observed) == 0 || last[r.File] != i {
			continue
		}
		m := moduleOf(r.File)
		if _, ok := modules[m]; !ok {
			names = append(names, m)
		}
		modules[m] = append(modules[m], r.Observed...)
	}
	if len(modules) == 0 {
		return fail(fmt.Errorf("no events recorded"))
	}
	out := map[string]any{"files": len(modules), "holdout": *holdout, "seed": *seed}
	bySplit := map[string]any{}
	tr := trainer{epochs: *epochs, bits: *bits, seed: *seed}
	for i, split := range strings.Split(*splits, ",") {
		// The first split's model is written: trained without its held-out part.
		write := func(m *predict.Model, freq *predict.Frequency) error { return nil }
		if i == 0 {
			write = func(m *predict.Model, freq *predict.Frequency) error { return writeModel(m, freq, *modelOut, freqOut) }
		}
		var res map[string]any
		var err error
		switch split {
		case "module":
			res, err = tr.byModule(names, modules, max(2, int(math.Round(1 / *holdout))), *cv, write)
		case "site":
			res, err = tr.bySite(names, modules, *holdout, write)
		default:
			err = fmt.Errorf("--split: unknown split %q (module or site)", split)
		}
		if err != nil {
			return fail(err)
		}
		bySplit[split] = res
	}
	out["splits"] = bySplit
	if *reportJSON != "" {
		b, _ := json.MarshalIndent(out, "", "  ")
		if err := os.WriteFile(*reportJSON, append(b, '\n'), 0o644); err != nil {
			return fail(err)
		}
	}
	return 0
}

// trainer trains the model and the frequency table on one side of a split.
type trainer struct {
	epochs, bits int
	seed         int64
}

func (t trainer) train(events []predict.Event, verbose bool) (*predict.Model, *predict.Frequency) {
	start := time.Now()
	opts := predict.TrainOptions{Epochs: t.epochs, Seed: t.seed, Bits: t.bits}
	if verbose {
		opts.Progress = func(epoch int, loss float64) { logTrain("epoch %d: loss %.4f", epoch, loss) }
	}
	m, _ := predict.Train(events, opts)
	if verbose {
		logTrain("trained in %s", time.Since(start).Round(time.Millisecond))
	}
	return m, predict.TrainFrequency(events)
}

// byModule deals the modules into k folds and holds out the first (cv
// false) or each in turn (cross-validation), training on the other folds'
// modules; write gets the first fold's model. The figure reported is over
// every fold held out, merged.
func (t trainer) byModule(names []string, modules map[string][]predict.Event, k int, cv bool,
	write func(*predict.Model, *predict.Frequency) error) (map[string]any, error) {
	folds := predict.GroupFolds(names, k, t.seed)
	runs := 1
	if cv {
		runs = k
	}
	var first map[string]any
	var firstReports map[string]predict.Report
	perFold := map[string][]predict.Report{}
	for f := 0; f < runs; f++ {
		var train, test []predict.Event
		var held []string
		for _, m := range names {
			if folds[m] == f {
				held = append(held, m)
				test = append(test, modules[m]...)
			} else {
				train = append(train, modules[m]...)
			}
		}
		// Dedupe within each side: an event seen in two modules of one
		// side counts once there, with both counts.
		train, test = predict.Dedupe(train), predict.Dedupe(test)
		sort.Strings(held)
		if len(train) == 0 || len(test) == 0 {
			return nil, fmt.Errorf("module split, fold %d: %d training and %d held-out events; record more", f+1, len(train), len(test))
		}
		m, freq := t.train(train, f == 0)
		if f == 0 {
			if err := write(m, freq); err != nil {
				return nil, err
			}
		}
		reports := evaluate(m, freq, test, t.seed)
		for name, r := range reports {
			perFold[name] = append(perFold[name], r)
		}
		logTrain("held out by module, fold %d/%d: %d modules, %d events; trained on %d; model top-1 %.1f %% per use, %.1f %% per event",
			f+1, k, len(held), len(test), len(train), 100*reports["model"].All.Fine.Top1, 100*reports["model/distinct"].All.Fine.Top1)
		if f == 0 {
			logTrain("fold 1 (the model written) holds out %s", strings.Join(held, " "))
			first = map[string]any{"train": len(train), "held_out": len(test), "held_out_modules": held, "reports": reports}
			firstReports = reports
		}
	}
	merged := map[string]predict.Report{}
	for name, rs := range perFold {
		merged[name] = predict.MergeReports(rs...)
	}
	title := fmt.Sprintf("held out by module (fold 1 of %d: the model written)", k)
	if cv {
		printReports(fmt.Sprintf("held out by module (cross-validated: %d folds, each of the %d modules held out once)", k, len(names)), merged)
		printReports(title, map[string]predict.Report{"model": firstReports["model"], "model/distinct": firstReports["model/distinct"]})
	} else {
		printReports(title, merged)
	}
	return map[string]any{"folds": k, "cross_validated": cv, "reports": merged, "first_fold": first}, nil
}

// bySite holds out a share of the distinct events by a hash of their site
// context: an in-distribution figure, the modules being on both sides.
func (t trainer) bySite(names []string, modules map[string][]predict.Event, holdout float64,
	write func(*predict.Model, *predict.Frequency) error) (map[string]any, error) {
	var all []predict.Event
	for _, m := range names {
		all = append(all, modules[m]...)
	}
	train, test := predict.Split(predict.Dedupe(all), holdout, t.seed)
	logTrain("held out by site context (in-distribution): %d distinct events; training on %d", len(test), len(train))
	if len(train) == 0 || len(test) == 0 {
		return nil, fmt.Errorf("site split: %d training and %d held-out events; record more", len(train), len(test))
	}
	m, freq := t.train(train, true)
	if err := write(m, freq); err != nil {
		return nil, err
	}
	reports := evaluate(m, freq, test, t.seed)
	printReports("held out by site context (in-distribution)", reports)
	return map[string]any{"train": len(train), "held_out": len(test), "reports": reports}, nil
}

// moduleOf names a corpus file by its base name without .py (test_os), so
// that the module split does not depend on where the corpus is installed.
func moduleOf(file string) string {
	return strings.TrimSuffix(filepath.Base(file), ".py")
}

func writeModel(m *predict.Model, freq *predict.Frequency, modelOut string, freqOut *string) error {
	if err := writeAtomic(modelOut, m.Save); err != nil {
		return err
	}
	if *freqOut == "" {
		*freqOut = filepath.Join(filepath.Dir(modelOut), "frequency.json.gz")
	}
	if err := writeAtomic(*freqOut, freq.Save); err != nil {
		return err
	}
	st, _ := os.Stat(modelOut)
	logTrain("model written to %s (%d bytes), frequency table to %s", modelOut, st.Size(), *freqOut)
	return nil
}

var predictorOrder = []string{"model", "model-coarse", "frequency", "random", "naive"}

// evaluate scores the model and the baselines on held-out events, per value
// use and (name + "/distinct") per distinct event.
func evaluate(m *predict.Model, freq *predict.Frequency, test []predict.Event, seed int64) map[string]predict.Report {
	reports := map[string]predict.Report{}
	preds := map[string]predict.Predictor{
		"model": m, "model-coarse": m.AtLevel(predict.LevelCoarse), "frequency": freq,
		"random": predict.NewRandom(seed, predict.LevelFine), "naive": predict.NewNaive(predict.LevelFine),
	}
	// Each held-out event counts once per use (a value read in a loop many
	// times counts many times) and, below, once per distinct event.
	distinct := make([]predict.Event, len(test))
	for i, e := range test {
		e.Count = 1
		distinct[i] = e
	}
	for _, name := range predictorOrder {
		reports[name] = predict.Evaluate(preds[name], test)
		reports[name+"/distinct"] = predict.Evaluate(preds[name], distinct)
	}
	return reports
}

func printReports(title string, reports map[string]predict.Report) {
	for _, name := range predictorOrder {
		for _, v := range []struct{ key, how string }{{name, "weighted by uses"}, {name + "/distinct", "each once"}} {
			if r, ok := reports[v.key]; ok {
				fmt.Printf("== %s, %s (%d events, %s)\n%s\n", title, name, r.All.Coarse.Events, v.how, r.String())
			}
		}
	}
}

// defaultCorpus lists the interpreter's own test modules in a file list.
func defaultCorpus(python string) (string, error) {
	out, err := exec.Command(python, "-I", "-c", "import os, test; print(os.path.dirname(test.__file__))").Output()
	if err != nil {
		return "", fmt.Errorf("no test package in %s (on Debian: apt-get install libpython3-testsuite): %w", python, err)
	}
	dir := strings.TrimSpace(string(out))
	files, _ := filepath.Glob(filepath.Join(dir, "test_*.py"))
	if len(files) < 50 {
		return "", fmt.Errorf("%s holds %d test modules: the test suite is not installed (on Debian: apt-get install libpython3-testsuite)", dir, len(files))
	}
	sort.Strings(files)
	f, err := os.CreateTemp("", "unstuck-corpus-*.txt")
	if err != nil {
		return "", err
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	for _, p := range files {
		fmt.Fprintln(w, p)
	}
	return f.Name(), w.Flush()
}

func writeAtomic(path string, save func(w io.Writer) error) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(f)
	if err := save(bw); err != nil {
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

func logTrain(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "unstuck train: "+format+"\n", args...)
}
