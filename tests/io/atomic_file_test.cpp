#include "io/atomic_file.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "test_folder.h"

namespace noisescope::io {
namespace {

using testing::readAll;
using testing::TempFolder;
using testing::writeText;

std::span<const std::uint8_t> bytesOf(const std::string& s) {
  return {reinterpret_cast<const std::uint8_t*>(s.data()), s.size()};
}

TEST(AtomicFile, WritesTheBytesAndLeavesNoTemporaryFile) {
  TempFolder dir;
  writeFileAtomically(dir.file("a.bin"), bytesOf("hello"), false);
  EXPECT_EQ(readAll(dir.file("a.bin")), "hello");
  EXPECT_EQ(dir.entryCount(), 1u);
}

TEST(AtomicFile, WrittenBehindPiecesReachThePathOnlyAtCommit) {
  // writeBehind starts the disk writing each piece at once (an f32 render
  // writes its strips so); the old file stays whole until commit, and an
  // abandoned write leaves it and no temporary behind.
  TempFolder dir;
  writeText(dir.file("a.f32"), "old");
  {
    AtomicFile file(dir.file("a.f32"), true);
    file.writeBehind(bytesOf("first "));
    file.writeBehind(bytesOf("second"));
    EXPECT_EQ(readAll(file.tempPath()), "first second");
    EXPECT_EQ(readAll(dir.file("a.f32")), "old");
  }
  EXPECT_EQ(readAll(dir.file("a.f32")), "old");
  EXPECT_EQ(dir.entryCount(), 1u);
  AtomicFile file(dir.file("a.f32"), true);
  file.writeBehind(bytesOf("first "));
  file.write(bytesOf("and "));
  file.writeBehind(bytesOf("last"));
  file.commit();
  EXPECT_EQ(readAll(dir.file("a.f32")), "first and last");
  EXPECT_EQ(dir.entryCount(), 1u);
}

TEST(AtomicFile, RefusesToReplaceWithoutOverwriteAndKeepsTheOldFile) {
  TempFolder dir;
  writeText(dir.file("a.bin"), "old");
  EXPECT_THROW(writeFileAtomically(dir.file("a.bin"), bytesOf("new"), false), FileExistsError);
  EXPECT_EQ(readAll(dir.file("a.bin")), "old");
  EXPECT_EQ(dir.entryCount(), 1u);
  writeFileAtomically(dir.file("a.bin"), bytesOf("new"), true);
  EXPECT_EQ(readAll(dir.file("a.bin")), "new");
  EXPECT_EQ(dir.entryCount(), 1u);
}

TEST(AtomicFile, ErrorIsOneLineNamingThePathAndTheReason) {
  TempFolder dir;
  writeText(dir.file("plain"), "x");
  // Root ignores permissions, so a path under a regular file is the
  // folder nobody can write into.
  const std::string path = dir.file("plain") + "/a.png";
  try {
    writeFileAtomically(path, bytesOf("new"), true);
    FAIL() << "expected IoError";
  } catch (const IoError& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find(path), std::string::npos) << what;
    EXPECT_NE(what.find("Not a directory"), std::string::npos) << what;
    EXPECT_EQ(what.find('\n'), std::string::npos) << what;
  }
}

TEST(AtomicFile, AFailedRenameKeepsTheOldFileAndRemovesTheTemporary) {
  TempFolder dir;
  // A folder where the file should go: the rename fails at the very end,
  // after every byte was written.
  std::filesystem::create_directory(dir.file("target"));
  writeText(dir.file("target") + "/keep", "old");
  EXPECT_THROW(writeFileAtomically(dir.file("target"), bytesOf("new"), true), IoError);
  EXPECT_EQ(readAll(dir.file("target") + "/keep"), "old");
  EXPECT_EQ(dir.entryCount(), 1u);
}

TEST(AtomicFile, AbandonedStreamRemovesItsTemporaryAndKeepsTheOldFile) {
  TempFolder dir;
  writeText(dir.file("a.bin"), "old");
  {
    AtomicFile file(dir.file("a.bin"), true);
    file.write(bytesOf("half a fi"));
    EXPECT_EQ(dir.entryCount(), 2u);
  }  // no commit: as when rendering throws half way
  EXPECT_EQ(readAll(dir.file("a.bin")), "old");
  EXPECT_EQ(dir.entryCount(), 1u);
}

TEST(AtomicFile, TemporaryLivesBesideTheDestination) {
  TempFolder dir;
  AtomicFile file(dir.file("a.bin"), false);
  EXPECT_EQ(file.tempPath().rfind(dir.file("a.bin.tmp-"), 0), 0u) << file.tempPath();
  file.write(bytesOf("x"));
  file.commit();
  EXPECT_EQ(readAll(dir.file("a.bin")), "x");
}

TEST(AtomicFile, FileAppearingDuringTheWriteIsNotReplacedWithoutOverwrite) {
  TempFolder dir;
  AtomicFile file(dir.file("a.bin"), false);
  file.write(bytesOf("mine"));
  writeText(dir.file("a.bin"), "theirs");
  EXPECT_THROW(file.commit(), FileExistsError);
  EXPECT_EQ(readAll(dir.file("a.bin")), "theirs");
  EXPECT_EQ(dir.entryCount(), 1u);
}

TEST(AtomicFile, CheckCanCreateCatchesExistingFilesAndFolders) {
  TempFolder dir;
  EXPECT_NO_THROW(checkCanCreate(dir.file("new"), false));
  writeText(dir.file("old"), "x");
  EXPECT_THROW(checkCanCreate(dir.file("old"), false), FileExistsError);
  EXPECT_NO_THROW(checkCanCreate(dir.file("old"), true));
  EXPECT_THROW(checkCanCreate(dir.path().string(), true), IoError);
}

TEST(AtomicFile, WritingUnderProcFailsCleanly) {
  EXPECT_THROW(writeFileAtomically("/proc/noisescope-cannot-be-here.png", bytesOf("x"), true), IoError);
}

TEST(AtomicFile, CommitTogetherPlacesBothFiles) {
  TempFolder dir;
  writeText(dir.file("map.r16.json"), "old sidecar");
  AtomicFile data(dir.file("map.r16"), true), sidecar(dir.file("map.r16.json"), true);
  data.write(bytesOf("heights"));
  sidecar.write(bytesOf("metadata"));
  commitTogether(data, sidecar);
  EXPECT_EQ(readAll(dir.file("map.r16")), "heights");
  EXPECT_EQ(readAll(dir.file("map.r16.json")), "metadata");
  EXPECT_EQ(dir.entryCount(), 2u);  // no temporary, no set-aside copy
}

// The data file's place turns into a folder while both are written: placing
// it fails after the sidecar is in place, which must then be taken back.
TEST(AtomicFile, CommitTogetherTakesTheSecondBackWhenTheFirstFails) {
  for (const bool sidecarExisted : {false, true}) {
    TempFolder dir;
    if (sidecarExisted) writeText(dir.file("map.r16.json"), "old sidecar");
    AtomicFile data(dir.file("map.r16"), true), sidecar(dir.file("map.r16.json"), true);
    data.write(bytesOf("heights"));
    sidecar.write(bytesOf("metadata"));
    std::filesystem::create_directory(dir.file("map.r16"));
    writeText(dir.file("map.r16") + "/keep", "x");
    EXPECT_THROW(commitTogether(data, sidecar), IoError);
    EXPECT_TRUE(std::filesystem::is_directory(dir.file("map.r16")));
    if (sidecarExisted) {
      EXPECT_EQ(readAll(dir.file("map.r16.json")), "old sidecar");
    } else {
      EXPECT_FALSE(std::filesystem::exists(dir.file("map.r16.json")));
    }
    EXPECT_EQ(dir.entryCount(), sidecarExisted ? 2u : 1u) << "a temporary or set-aside file is left";
  }
}

TEST(AtomicFile, CommitTogetherWithoutOverwriteLeavesNeitherWhenTheFirstAppears) {
  TempFolder dir;
  AtomicFile data(dir.file("map.f32"), false), sidecar(dir.file("map.f32.json"), false);
  data.write(bytesOf("heights"));
  sidecar.write(bytesOf("metadata"));
  writeText(dir.file("map.f32"), "someone else's");
  EXPECT_THROW(commitTogether(data, sidecar), FileExistsError);
  EXPECT_EQ(readAll(dir.file("map.f32")), "someone else's");
  EXPECT_FALSE(std::filesystem::exists(dir.file("map.f32.json")));
  EXPECT_EQ(dir.entryCount(), 1u);
}

}  // namespace
}  // namespace noisescope::io
