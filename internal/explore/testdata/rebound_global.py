# Extracted from ./cpython/Lib/sysconfig.py
"""Return the path of the Makefile."""
if _PYTHON_BUILD:
    return os.path.join(_PROJECT_BASE, "Makefile")
if hasattr(sys, 'abiflags'):
    config_dir_name = f'config-{_PY_VERSION_SHORT}{sys.abiflags}'
else:
    config_dir_name = 'config'
if hasattr(sys.implementation, '_multiarch'):
    config_dir_name += f'-{sys.implementation._multiarch}'
return os.path.join(get_path('stdlib'), config_dir_name, 'Makefile')
