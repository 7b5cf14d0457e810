// Phase: sandbox. System call numbers of arm64 for the seccomp filter.
package sandbox

var seccompArch = &filterArch{
	audit: 0xC00000B7, // AUDIT_ARCH_AARCH64
	nr: map[string]uint32{
		"shmget": 194, "personality": 92, "memfd_secret": 447, "clone": 220, "clone3": 435, "socket": 198,
		"unshare": 97, "setns": 268, "mount": 40, "umount2": 39, "pivot_root": 41, "chroot": 51,
		"open_tree": 428, "move_mount": 429, "fsopen": 430, "fsconfig": 431, "fsmount": 432, "fspick": 433,
		"mount_setattr": 442,
		"keyctl":        219, "add_key": 217, "request_key": 218,
		"ptrace": 117, "process_vm_readv": 270, "process_vm_writev": 271, "process_madvise": 440,
		"pidfd_getfd": 438, "kcmp": 272,
		"bpf": 280, "perf_event_open": 241, "io_uring_setup": 425, "io_uring_enter": 426,
		"io_uring_register": 427, "userfaultfd": 282,
		"init_module": 105, "finit_module": 273, "delete_module": 106, "kexec_load": 104, "kexec_file_load": 294,
		"reboot": 142, "swapon": 224, "swapoff": 225, "acct": 89, "quotactl": 60, "syslog": 116,
		"vhangup": 58, "name_to_handle_at": 264, "open_by_handle_at": 265, "lookup_dcookie": 18,
		"mq_open": 180,
	},
}
