package predict

// hasher is FNV-1a (64 bit) with a final avalanche step. It is part of the
// model's file format: feature buckets are its output, so changing it needs
// a new featureVersion.
type hasher struct{ h uint64 }

const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

func newHasher(seed uint64) hasher { return hasher{h: fnvOffset ^ splitmix(seed)} }

func (h *hasher) byte(b byte) {
	h.h ^= uint64(b)
	h.h *= fnvPrime
}

func (h *hasher) str(s string) {
	x := h.h
	for i := 0; i < len(s); i++ {
		x ^= uint64(s[i])
		x *= fnvPrime
	}
	h.h = x
}

func (h *hasher) bytes(s []byte) {
	x := h.h
	for _, b := range s {
		x ^= uint64(b)
		x *= fnvPrime
	}
	h.h = x
}

// sep separates fields, so ("ab","c") and ("a","bc") hash differently.
func (h *hasher) sep() { h.byte(0xff) }

func (h *hasher) strs(ss []string) {
	for _, s := range ss {
		h.str(s)
		h.byte(0xfe)
	}
}

func (h *hasher) sum() uint64 { return mix64(h.h) }

// mix64 is the finalizer of MurmurHash3.
func mix64(x uint64) uint64 {
	x ^= x >> 33
	x *= 0xff51afd7ed558ccd
	x ^= x >> 33
	x *= 0xc4ceb9fe1a85ec53
	x ^= x >> 33
	return x
}

// splitmix is one step of the SplitMix64 generator (state -> next output).
func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}
