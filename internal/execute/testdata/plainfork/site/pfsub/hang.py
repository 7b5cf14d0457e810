# Its import waits forever (TestPlainForkSubServerImportWaits).
import threading

threading.Event().wait()
