# Extracted from ./cpython/Lib/asyncio/base_events.py
if self._executor_shutdown_called:
    raise RuntimeError('Executor shutdown has been called')
