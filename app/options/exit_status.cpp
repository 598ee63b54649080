#include "exit_status.h"

#include "io/atomic_file.h"
#include "io/preset.h"
#include "words/words.h"

namespace noisescope::options {

int badInputStatus(const std::exception& error) {
  if (dynamic_cast<const UsageError*>(&error) != nullptr) return kExitUsage;
  if (dynamic_cast<const io::PresetError*>(&error) != nullptr) return kExitUsage;
  return kExitCannotRead;
}

int reportBadInput(std::FILE* err, std::string_view who, const std::exception& error) {
  const bool exists = dynamic_cast<const io::FileExistsError*>(&error) != nullptr;
  std::fprintf(err, "%.*s: %s%s\n", static_cast<int>(who.size()), who.data(), error.what(),
               exists ? " (--force replaces it)" : "");
  return badInputStatus(error);
}

}  // namespace noisescope::options
