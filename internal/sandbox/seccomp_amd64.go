// Phase: sandbox. System call numbers of x86_64 for the seccomp filter.
package sandbox

var seccompArch = &filterArch{
	audit: 0xC000003E, // AUDIT_ARCH_X86_64
	x32:   true,
	nr: map[string]uint32{
		"shmget": 29, "personality": 135, "memfd_secret": 447, "modify_ldt": 154, "clone": 56, "clone3": 435, "socket": 41,
		"unshare": 272, "setns": 308, "mount": 165, "umount2": 166, "pivot_root": 155, "chroot": 161,
		"open_tree": 428, "move_mount": 429, "fsopen": 430, "fsconfig": 431, "fsmount": 432, "fspick": 433,
		"mount_setattr": 442,
		"keyctl":        250, "add_key": 248, "request_key": 249,
		"ptrace": 101, "process_vm_readv": 310, "process_vm_writev": 311, "process_madvise": 440,
		"pidfd_getfd": 438, "kcmp": 312,
		"bpf": 321, "perf_event_open": 298, "io_uring_setup": 425, "io_uring_enter": 426,
		"io_uring_register": 427, "userfaultfd": 323,
		"init_module": 175, "finit_module": 313, "delete_module": 176, "kexec_load": 246, "kexec_file_load": 320,
		"reboot": 169, "swapon": 167, "swapoff": 168, "acct": 163, "quotactl": 179, "syslog": 103,
		"vhangup": 153, "name_to_handle_at": 303, "open_by_handle_at": 304, "lookup_dcookie": 212,
		"iopl": 172, "ioperm": 173, "mq_open": 240,
	},
}
