//go:build !amd64 && !arm64

// Phase: sandbox. No system call table for this architecture: bubblewrap
// runs are refused rather than run without the filter.
package sandbox

var seccompArch *filterArch
