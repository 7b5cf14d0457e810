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
// modules (2 = ceil(5% of 40), with all their events and no other), that
// the site split is reported beside it, and that a module recorded twice
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
	var got struct {
		Files  int `json:"files"`
		Splits map[string]struct {
			Train          int      `json:"train"`
			HeldOut        int      `json:"held_out"`
			HeldOutModules []string `json:"held_out_modules"`
			Reports        map[string]predict.Report
		} `json:"splits"`
	}
	b, err := os.ReadFile(report)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	mod, site := got.Splits["module"], got.Splits["site"]
	if got.Files != 40 || len(mod.HeldOutModules) != 2 || mod.HeldOut != 50 || mod.Train != 950 {
		t.Errorf("module split: %d files, held out %v with %d events, %d training; want 40, 2 modules, 50, 950",
			got.Files, mod.HeldOutModules, mod.HeldOut, mod.Train)
	}
	if u := mod.Reports["model"].All.Coarse.Uses; u != 100 {
		t.Errorf("module split: %d held-out uses, want 100 (a module recorded twice counts once)", u)
	}
	if site.HeldOut == 0 || site.Train+site.HeldOut != 1000 {
		t.Errorf("site split: %d + %d events, want 1000 in all", site.Train, site.HeldOut)
	}
	if _, err := os.Stat(filepath.Join(dir, "m.bin")); err != nil {
		t.Error(err)
	}
}
