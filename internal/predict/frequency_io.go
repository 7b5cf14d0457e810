package predict

import (
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"sync"
)

// DefaultFrequencyPath is where LoadDefaultFrequency finds the embedded
// frequency table, trained from the same events as the default model.
const DefaultFrequencyPath = "model/frequency.json.gz"

type frequencyFile struct {
	ByName map[string][]float64 `json:"by_name"`
	ByKind map[string][]float64 `json:"by_kind"`
	Global []float64            `json:"global"`
}

// Save writes the counts as gzip'd JSON (classes in FineClasses order).
func (f *Frequency) Save(w io.Writer) error {
	ff := frequencyFile{ByName: map[string][]float64{}, ByKind: map[string][]float64{}, Global: f.global[:]}
	for k, v := range f.byName {
		ff.ByName[k] = v[:]
	}
	for k, v := range f.byKind {
		ff.ByKind[k] = v[:]
	}
	zw := gzip.NewWriter(w)
	if err := json.NewEncoder(zw).Encode(ff); err != nil {
		return err
	}
	return zw.Close()
}

// LoadFrequency reads what Save wrote.
func LoadFrequency(r io.Reader) (*Frequency, error) {
	zr, err := gzip.NewReader(r)
	if err != nil {
		return nil, err
	}
	var ff frequencyFile
	if err := json.NewDecoder(zr).Decode(&ff); err != nil {
		return nil, err
	}
	f := &Frequency{byName: map[string]*[NumFine]float64{}, byKind: map[string]*[NumFine]float64{}}
	arr := func(v []float64) (*[NumFine]float64, error) {
		if len(v) != NumFine {
			return nil, fmt.Errorf("predict: frequency row of %d classes, want %d", len(v), NumFine)
		}
		a := new([NumFine]float64)
		copy(a[:], v)
		return a, nil
	}
	for k, v := range ff.ByName {
		if f.byName[k], err = arr(v); err != nil {
			return nil, err
		}
	}
	for k, v := range ff.ByKind {
		if f.byKind[k], err = arr(v); err != nil {
			return nil, err
		}
	}
	g, err := arr(ff.Global)
	if err != nil {
		return nil, err
	}
	f.global = *g
	return f, nil
}

var defaultFrequency struct {
	once sync.Once
	f    *Frequency
	err  error
}

// LoadDefaultFrequency returns the embedded frequency table, or ErrNoModel.
func LoadDefaultFrequency() (*Frequency, error) {
	defaultFrequency.once.Do(func() {
		r, err := embedded.Open(DefaultFrequencyPath)
		if errors.Is(err, fs.ErrNotExist) {
			defaultFrequency.err = ErrNoModel
			return
		}
		if err != nil {
			defaultFrequency.err = err
			return
		}
		defer r.Close()
		defaultFrequency.f, defaultFrequency.err = LoadFrequency(r)
	})
	return defaultFrequency.f, defaultFrequency.err
}
