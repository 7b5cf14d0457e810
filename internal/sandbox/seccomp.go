// Phase: sandbox. The seccomp filter every bubblewrap run gets (bwrap
// --seccomp FD): a classic BPF program, assembled here, that refuses the
// system calls a snippet has no business making and that widen the
// kernel's attack surface or leave the sandbox: creating or joining
// namespaces, mounting, keyrings, tracing other processes, loading BPF or
// kernel modules, io_uring, userfaultfd, rebooting, swapping; and sockets
// of the families a network namespace does not cover.
package sandbox

import (
	"encoding/binary"
	"fmt"
	"runtime"
	"syscall"
)

// Classic BPF opcodes and seccomp return values (linux/filter.h,
// linux/seccomp.h).
const (
	bpfLdWAbs = 0x20 // BPF_LD | BPF_W | BPF_ABS
	bpfJeqK   = 0x15 // BPF_JMP | BPF_JEQ | BPF_K
	bpfJgeK   = 0x35 // BPF_JMP | BPF_JGE | BPF_K
	bpfJsetK  = 0x45 // BPF_JMP | BPF_JSET | BPF_K
	bpfRetK   = 0x06 // BPF_RET | BPF_K

	seccompRetKillProcess = 0x80000000
	seccompRetErrno       = 0x00050000
	seccompRetAllow       = 0x7fff0000

	// offsets in struct seccomp_data
	offNr    = 0
	offArch  = 4
	offArg0L = 16 // low half of args[0] (little-endian)
	offArg2L = 32 // low half of args[2]
)

// Socket families a run may open. The network namespace cuts off the
// Internet ones and abstract Unix sockets; others it does not cover:
// AF_VSOCK reaches the hypervisor and the services of a virtual machine's
// host whatever the namespace (Docker's default profile refuses it too),
// and AF_ALG, AF_BLUETOOTH, AF_TIPC and the rest are kernel code no
// snippet needs. Netlink is kept for its routing protocol alone (glibc's
// getifaddrs, getaddrinfo's AI_ADDRCONFIG), which the namespace scopes;
// its other protocols (uevents, audit, netfilter) speak of the host.
const (
	afUnix         = 1
	afInet         = 2
	afInet6        = 10
	afNetlink      = 16
	netlinkRoute   = 0
	errAfNoSupport = 97 // EAFNOSUPPORT
)

// nsCloneFlags are clone's flags that make a new namespace. CLONE_NEWTIME
// (0x80) is left out: in clone's flags that bit is part of the exit
// signal, and clone refuses it anyway.
const nsCloneFlags = syscall.CLONE_NEWNS | syscall.CLONE_NEWCGROUP | syscall.CLONE_NEWUTS |
	syscall.CLONE_NEWIPC | syscall.CLONE_NEWUSER | syscall.CLONE_NEWPID | syscall.CLONE_NEWNET

// deniedSyscalls are refused with EPERM whatever their arguments.
var deniedSyscalls = []string{
	// namespaces and mounts
	"unshare", "setns", "mount", "umount2", "pivot_root", "chroot",
	"open_tree", "move_mount", "fsopen", "fsconfig", "fsmount", "fspick", "mount_setattr",
	// keyrings
	"keyctl", "add_key", "request_key",
	// other processes' memory
	"ptrace", "process_vm_readv", "process_vm_writev", "process_madvise", "pidfd_getfd", "kcmp",
	// kernel attack surface
	"bpf", "perf_event_open", "io_uring_setup", "io_uring_enter", "io_uring_register", "userfaultfd",
	"init_module", "finit_module", "delete_module", "kexec_load", "kexec_file_load",
	"reboot", "swapon", "swapoff", "acct", "quotactl", "syslog", "vhangup",
	"name_to_handle_at", "open_by_handle_at", "lookup_dcookie",
	// POSIX message queues live in the IPC namespace beyond the process
	// that made them, where a warm server's box cannot list them (no
	// mqueue file system is mounted): one snippet could leave messages
	// for the next. No library a snippet uses needs them.
	"mq_open",
	// memory the kernel hides even from its own direct map: no snippet
	// needs it, and no memory accounting but the cgroup's sees it
	"memfd_secret",
	// x86 only (modify_ldt: 16-bit segments, a source of kernel bugs)
	"iopl", "ioperm", "modify_ldt",
}

// personalities a run may set (personality's argument; 0xffffffff asks
// for the current one): Linux, with UNAME26 and FDPIC as Docker's default
// profile allows. The others (ADDR_NO_RANDOMIZE, READ_IMPLIES_EXEC, ...)
// switch off protections for what the run execs next.
var allowedPersonalities = []uint32{0, 0x8, 0x20000, 0x20008, 0xffffffff}

// filterArch is the audit architecture and system call numbers of the
// machine unstuck was built for; seccomp_amd64.go and seccomp_arm64.go
// fill it.
type filterArch struct {
	audit uint32
	x32   bool // system calls at 0x40000000 and up are another ABI: refused
	nr    map[string]uint32
}

// bpfInsn is one struct sock_filter.
type bpfInsn struct {
	code   uint16
	jt, jf uint8
	k      uint32
}

// SeccompFilter returns the filter as bwrap --seccomp reads it: the
// struct sock_filter array in the machine's byte order.
func SeccompFilter() ([]byte, error) { return seccompFilter(false) }

// Filter is the filter of this sandbox's runs (the harness installs it at
// the levels where bwrap does not): SeccompFilter, and, where no memory
// cgroup bounds a run, System V shared memory refused (shmget answers
// ENOSPC, as when the segments are all taken). A segment no process maps
// holds its pages beyond RLIMIT_AS and beyond what the memory watch can
// see (it lives in the run's IPC namespace, which the host's /proc does
// not show; at the rlimits level, in the host's, where it outlives the
// run); POSIX shared memory (/dev/shm, in the run's tmpfs) and memfds
// remain.
func (s *Sandbox) Filter() ([]byte, error) { return seccompFilter(!s.MemoryLimited()) }

func seccompFilter(noSysVShm bool) ([]byte, error) {
	a := seccompArch
	if a == nil {
		return nil, fmt.Errorf("no seccomp filter for %s", runtime.GOARCH)
	}
	// Labels are resolved after the program is laid out: jumps go only
	// forward, to the three endings at the bottom.
	const (
		lDeny = iota
		lNoSys
		lClone
		lSocket
		lPersonality
		lNoSpace
	)
	type jump struct {
		at    int
		label int
	}
	var prog []bpfInsn
	var jumps []jump
	emit := func(code uint16, k uint32) { prog = append(prog, bpfInsn{code: code, k: k}) }
	jumpTo := func(code uint16, k uint32, label int) {
		jumps = append(jumps, jump{len(prog), label})
		emit(code, k)
	}
	emit(bpfLdWAbs, offArch)
	prog = append(prog, bpfInsn{code: bpfJeqK, jt: 1, jf: 0, k: a.audit})
	// A system call of another architecture (int 0x80 on x86_64) has
	// other numbers: the filter cannot judge it, so the process ends.
	emit(bpfRetK, seccompRetKillProcess)
	emit(bpfLdWAbs, offNr)
	if a.x32 {
		jumpTo(bpfJgeK, 0x40000000, lDeny)
	}
	for _, name := range deniedSyscalls {
		if nr, ok := a.nr[name]; ok {
			jumpTo(bpfJeqK, nr, lDeny)
		}
	}
	// clone3 passes its flags in memory the filter cannot read: ENOSYS
	// makes the C library fall back to clone, whose flags it can.
	jumpTo(bpfJeqK, a.nr["clone3"], lNoSys)
	jumpTo(bpfJeqK, a.nr["clone"], lClone)
	jumpTo(bpfJeqK, a.nr["socket"], lSocket)
	jumpTo(bpfJeqK, a.nr["personality"], lPersonality)
	if noSysVShm {
		jumpTo(bpfJeqK, a.nr["shmget"], lNoSpace)
	}
	emit(bpfRetK, seccompRetAllow)
	labels := map[int]int{}
	labels[lClone] = len(prog)
	emit(bpfLdWAbs, offArg0L)
	prog = append(prog, bpfInsn{code: bpfJsetK, jt: 1, jf: 0, k: nsCloneFlags})
	emit(bpfRetK, seccompRetAllow)
	// socket(family, type, protocol): the families above; a netlink
	// socket of the routing protocol only. Jumps count from the next
	// instruction.
	labels[lSocket] = len(prog)
	emit(bpfLdWAbs, offArg0L)
	prog = append(prog,
		bpfInsn{code: bpfJeqK, jt: 4, k: afUnix}, // to the allow below
		bpfInsn{code: bpfJeqK, jt: 3, k: afInet},
		bpfInsn{code: bpfJeqK, jt: 2, k: afInet6},
		bpfInsn{code: bpfJeqK, jt: 2, k: afNetlink}, // to the protocol's check
		bpfInsn{code: bpfRetK, k: seccompRetErrno | errAfNoSupport},
		bpfInsn{code: bpfRetK, k: seccompRetAllow})
	emit(bpfLdWAbs, offArg2L)
	prog = append(prog,
		bpfInsn{code: bpfJeqK, jt: 0, jf: 1, k: netlinkRoute},
		bpfInsn{code: bpfRetK, k: seccompRetAllow},
		bpfInsn{code: bpfRetK, k: seccompRetErrno | errAfNoSupport})
	// personality(persona): one of allowedPersonalities (the kernel reads
	// an unsigned int: the low half is all of it).
	labels[lPersonality] = len(prog)
	emit(bpfLdWAbs, offArg0L)
	for i, p := range allowedPersonalities {
		// Jump over the remaining comparisons and the refusal to the allow.
		prog = append(prog, bpfInsn{code: bpfJeqK, jt: uint8(len(allowedPersonalities) - i), k: p})
	}
	emit(bpfRetK, seccompRetErrno|uint32(syscall.EPERM))
	emit(bpfRetK, seccompRetAllow)
	labels[lDeny] = len(prog)
	emit(bpfRetK, seccompRetErrno|uint32(syscall.EPERM))
	labels[lNoSys] = len(prog)
	emit(bpfRetK, seccompRetErrno|uint32(syscall.ENOSYS))
	labels[lNoSpace] = len(prog)
	emit(bpfRetK, seccompRetErrno|uint32(syscall.ENOSPC))
	for _, j := range jumps {
		off := labels[j.label] - j.at - 1
		if off > 255 {
			return nil, fmt.Errorf("seccomp filter: jump too long")
		}
		prog[j.at].jt = uint8(off)
	}
	out := make([]byte, 0, 8*len(prog))
	for _, in := range prog {
		out = binary.NativeEndian.AppendUint16(out, in.code)
		out = append(out, in.jt, in.jf)
		out = binary.NativeEndian.AppendUint32(out, in.k)
	}
	return out, nil
}
