package predict

import (
	"bufio"
	"compress/gzip"
	"embed"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"sync"
)

// Model is the learned predictor: a multinomial logistic regression over
// hashed sparse features of the query (see features.go). Weights are stored
// int8-quantized with one float32 scale per feature bucket, in memory as in
// the file, so a saved and reloaded model predicts exactly the same.
type Model struct {
	level  Level
	bits   int
	mask   uint32
	rows   []qrow // one per feature bucket
	info   ModelInfo
	usedBk int
}

// qrow is one bucket's weights: w[c] * scale is the bucket's contribution
// to class c's logit; scale 0 marks an unused bucket. 32 bytes, so a row
// sits in one cache line.
type qrow struct {
	scale float32
	w     [NumFine]int8
	_     [32 - 4 - NumFine]byte
}

// ModelInfo describes how a model was trained.
type ModelInfo struct {
	Bits    int   `json:"bits"`    // log2 of the number of feature buckets
	Buckets int   `json:"buckets"` // buckets with non-zero weights
	Events  int   `json:"events"`  // distinct training events
	Uses    int64 `json:"uses"`    // training events counted with their counts
	Epochs  int   `json:"epochs"`
	Seed    int64 `json:"seed"`
}

// Info returns the model's training description.
func (m *Model) Info() ModelInfo { return m.info }

// Level returns the model's prediction level.
func (m *Model) Level() Level { return m.level }

// AtLevel returns a view of m predicting at level l (weights are shared).
func (m *Model) AtLevel(l Level) *Model {
	v := *m
	v.level = l
	return &v
}

// Predict returns all classes of the model's level, most probable first.
func (m *Model) Predict(q Query) []Scored {
	var p [NumFine]float64
	m.probs(&q, &p)
	return rank(&p, m.level, false)
}

func (m *Model) probs(q *Query, p *[NumFine]float64) {
	var buf featBuf
	ids := features(q, m.mask, &buf)
	rows := m.rows
	// Touch every row first: the loads are independent, so their cache
	// misses overlap instead of queueing behind the arithmetic.
	var touch float32
	for _, b := range ids {
		touch += rows[b].scale
	}
	var logits [NumFine]float32
	if touch != 0 {
		for _, b := range ids {
			r := &rows[b]
			s := r.scale
			if s == 0 {
				continue
			}
			for c, v := range &r.w {
				logits[c] += s * float32(v)
			}
		}
	}
	softmax(&logits, p)
}

// ---- file format ----
//
// gzip of:
//   magic "LXPRED\x00\x01"
//   uvarint featureVersion, bits, NumFine, then NumFine class names
//     (uvarint length + bytes), the fine classes in canonical order
//   uvarint events, uses, epochs; varint seed
//   uvarint n (used buckets)
//   n x uvarint bucket index delta (from the previous used bucket + 1)
//   n x float32 scale (little endian)
//   n x NumFine int8 weights

var magic = []byte("LXPRED\x00\x01")

// Save writes the model in its compact gzip'd binary format.
func (m *Model) Save(w io.Writer) error {
	zw, err := gzip.NewWriterLevel(w, gzip.BestCompression)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(zw)
	var tmp [binary.MaxVarintLen64]byte
	uv := func(x uint64) { bw.Write(tmp[:binary.PutUvarint(tmp[:], x)]) }
	bw.Write(magic)
	uv(featureVersion)
	uv(uint64(m.bits))
	uv(uint64(NumFine))
	for _, c := range fineClasses {
		uv(uint64(len(c)))
		bw.WriteString(c)
	}
	uv(uint64(m.info.Events))
	uv(uint64(m.info.Uses))
	uv(uint64(m.info.Epochs))
	bw.Write(tmp[:binary.PutVarint(tmp[:], m.info.Seed)])
	var used []int
	for b := range m.rows {
		if m.rows[b].scale != 0 {
			used = append(used, b)
		}
	}
	uv(uint64(len(used)))
	prev := -1
	for _, b := range used {
		uv(uint64(b - prev - 1))
		prev = b
	}
	for _, b := range used {
		binary.LittleEndian.PutUint32(tmp[:4], math.Float32bits(m.rows[b].scale))
		bw.Write(tmp[:4])
	}
	for _, b := range used {
		for _, v := range m.rows[b].w {
			bw.WriteByte(byte(v))
		}
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	return zw.Close()
}

// Load reads a model written by Save. It predicts at the fine level.
func Load(r io.Reader) (*Model, error) {
	zr, err := gzip.NewReader(r)
	if err != nil {
		return nil, fmt.Errorf("predict: model: %w", err)
	}
	defer zr.Close()
	br := bufio.NewReader(zr)
	bad := func(what string, err error) (*Model, error) {
		if err == nil {
			return nil, fmt.Errorf("predict: model: %s", what)
		}
		return nil, fmt.Errorf("predict: model: %s: %w", what, err)
	}
	head := make([]byte, len(magic))
	if _, err := io.ReadFull(br, head); err != nil || string(head) != string(magic) {
		return bad("not a model file (bad magic)", err)
	}
	uv := func() uint64 {
		x, e := binary.ReadUvarint(br)
		if e != nil && err == nil {
			err = e
		}
		return x
	}
	if v := uv(); err != nil || v != featureVersion {
		return bad(fmt.Sprintf("feature version %d, this build reads %d", v, featureVersion), err)
	}
	bits := int(uv())
	if err != nil || bits < 8 || bits > 24 {
		return bad(fmt.Sprintf("bad bucket bits %d", bits), err)
	}
	if n := uv(); err != nil || n != uint64(NumFine) {
		return bad(fmt.Sprintf("%d classes, want %d", n, NumFine), err)
	}
	for _, c := range fineClasses {
		l := uv()
		if err != nil || l > 64 {
			return bad("class table", err)
		}
		b := make([]byte, l)
		if _, e := io.ReadFull(br, b); e != nil || string(b) != c {
			return bad(fmt.Sprintf("class %q where %q expected", b, c), e)
		}
	}
	m := newModel(bits)
	m.info.Events = int(uv())
	m.info.Uses = int64(uv())
	m.info.Epochs = int(uv())
	seed, e := binary.ReadVarint(br)
	if err == nil {
		err = e
	}
	m.info.Seed = seed
	n := int(uv())
	if err != nil || n > 1<<bits {
		return bad("bucket count", err)
	}
	used := make([]int, n)
	prev := -1
	for i := range used {
		prev += int(uv()) + 1
		if prev >= 1<<bits {
			return bad("bucket index out of range", nil)
		}
		used[i] = prev
	}
	if err != nil {
		return bad("bucket index", err)
	}
	var b4 [4]byte
	for _, b := range used {
		if _, err := io.ReadFull(br, b4[:]); err != nil {
			return bad("scales", err)
		}
		m.rows[b].scale = math.Float32frombits(binary.LittleEndian.Uint32(b4[:]))
	}
	row := make([]byte, NumFine)
	for _, b := range used {
		if _, err := io.ReadFull(br, row); err != nil {
			return bad("weights", err)
		}
		for c, v := range row {
			m.rows[b].w[c] = int8(v)
		}
	}
	m.usedBk = n
	m.info.Buckets = n
	return m, nil
}

func newModel(bits int) *Model {
	return &Model{
		bits: bits,
		mask: uint32(1)<<bits - 1,
		rows: make([]qrow, 1<<bits),
		info: ModelInfo{Bits: bits},
	}
}

//go:embed model
var embedded embed.FS

// DefaultModelPath is where LoadDefault finds the embedded model, relative
// to this package's directory.
const DefaultModelPath = "model/default.bin"

// ErrNoModel is returned by LoadDefault when the binary embeds no model.
var ErrNoModel = errors.New("predict: no model embedded: internal/predict/" + DefaultModelPath +
	" did not exist at build time (train one with unstuck train --model-out internal/predict/" + DefaultModelPath + ")")

var defaultModel struct {
	once sync.Once
	m    *Model
	err  error
}

// LoadDefault returns the model embedded at build time (loaded once, shared;
// fine level, see AtLevel), or ErrNoModel.
func LoadDefault() (*Model, error) {
	defaultModel.once.Do(func() {
		f, err := embedded.Open(DefaultModelPath)
		if errors.Is(err, fs.ErrNotExist) {
			defaultModel.err = ErrNoModel
			return
		}
		if err != nil {
			defaultModel.err = err
			return
		}
		defer f.Close()
		defaultModel.m, defaultModel.err = Load(f)
	})
	return defaultModel.m, defaultModel.err
}
