// caught_error.h — a step that may throw, as true or false and a reason.
//
// succeeded(error, work) runs work() and returns true; when it throws a
// std::exception it returns false with the exception's message in `error`
// (the file readers and writers throw one-line messages, so `error` is one
// line). Used where the explorer loads or saves and reports instead of
// stopping: presets, lessons, the remembered state, screenshots.
#pragma once

#include <exception>
#include <string>

namespace noisescope::gui {

template <class Work>
bool succeeded(std::string& error, Work&& work) {
  try {
    work();
    return true;
  } catch (const std::exception& e) {
    error = e.what();
    return false;
  }
}

}  // namespace noisescope::gui
