package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"unstuck/internal/bench"
	"unstuck/internal/predict"
)

// TestTrainHoldsOutModules trains from a small journal of 40 modules, each
// with events of its own, and checks that the module split holds out whole
// modules (20 folds of 2; the first fold's are left out of the model
// written), that cross-validation holds every module out once, that the
// site split is reported beside it, and that a module recorded twice
// (every one here) counts once.
func TestTrainHoldsOutModules(t *testing.T) {
	dir := t.TempDir()
	journal := filepath.Join(dir, "rec.jsonl")
	f, err := os.Create(journal)
	if err != nil {
		t.Fatal(err)
	}
	w := bufio.NewWriter(f)
	classes := []string{"int_pos", "str_nonempty", "None", "list_empty"}
	for m := 0; m < 40; m++ {
		var evs []predict.Event
		for k := 0; k < 25; k++ {
			evs = append(evs, predict.Event{Name: fmt.Sprintf("v%d_%d", m, k), Kind: "name",
				Before: []string{"=", fmt.Sprint(k)}, After: []string{")"}, Class: classes[k%4], Count: 2})
		}
		rec := bench.Record{File: fmt.Sprintf("/x/test/test_m%02d.py", m), Mode: "record", Status: "exit", Observed: evs}
		line, _ := json.Marshal(rec)
		w.Write(append(line, '\n'))
		w.Write(append(line, '\n')) // recorded again: the newest stands

	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	report := filepath.Join(dir, "report.json")
	stdout := os.Stdout
	os.Stdout, _ = os.Open(os.DevNull)
	code := cmdTrain([]string{"--from", journal, "--model-out", filepath.Join(dir, "m.bin"), "--report-json", report, "--epochs", "1", "--bits", "12"})
	os.Stdout = stdout
	if code != 0 {
		t.Fatalf("train exited %d", code)
	}
	type side struct {
		Train          int      `json:"train"`
		HeldOut        int      `json:"held_out"`
		HeldOutModules []string `json:"held_out_modules"`
		Reports        map[string]predict.Report
	}
	var got struct {
		Files  int `json:"files"`
		Splits struct {
			Module struct {
				Folds     int                       `json:"folds"`
				Reports   map[string]predict.Report `json:"reports"`
				FirstFold side                      `json:"first_fold"`
			} `json:"module"`
			Site side `json:"site"`
		} `json:"splits"`
	}
	b, err := os.ReadFile(report)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	mod, first, site := got.Splits.Module, got.Splits.Module.FirstFold, got.Splits.Site
	if got.Files != 40 || mod.Folds != 20 || len(first.HeldOutModules) != 2 || first.HeldOut != 50 || first.Train != 950 {
		t.Errorf("module split: %d files, %d folds, the first holds out %v with %d events, %d training; want 40, 20, 2 modules, 50, 950",
			got.Files, mod.Folds, first.HeldOutModules, first.HeldOut, first.Train)
	}
	// Cross-validated: every module held out once, a module recorded twice counted once.
	if a := mod.Reports["model"].All.Coarse; a.Events != 1000 || a.Uses != 2000 {
		t.Errorf("module split: %d held-out events, %d uses over the folds; want 1000, 2000", a.Events, a.Uses)
	}
	if site.HeldOut == 0 || site.Train+site.HeldOut != 1000 {
		t.Errorf("site split: %d + %d events, want 1000 in all", site.Train, site.HeldOut)
	}
	if _, err := os.Stat(filepath.Join(dir, "m.bin")); err != nil {
		t.Error(err)
	}
}
