// usable_cpus.h — how many CPUs this process may run on.
//
// usableCpus() counts the CPUs of the process's affinity mask (taskset, a
// container's cpuset), which std::thread::hardware_concurrency() does not
// see. Range: 0 where the system cannot be asked (then leave core's pool at
// its default), else 1 .. the machine's CPU count. Both executables
// (noisescope, noisescope-explorer) size the field pool with it at start;
// it lives here, not in core, because core includes the standard library
// only and has no such call.
#pragma once

namespace noisescope::io {

int usableCpus();

}  // namespace noisescope::io
