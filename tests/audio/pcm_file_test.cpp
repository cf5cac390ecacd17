#include "engines/audio/pcm_file.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include <stdlib.h>

using cxs::engines::audio::make_pcm_range_reader;
using cxs::engines::audio::temp_file;

namespace {

class PcmFile : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string pattern = (std::filesystem::temp_directory_path() / "cxs_pcm_test_XXXXXX").string();
    ASSERT_NE(::mkdtemp(pattern.data()), nullptr);
    dir_ = pattern;
  }
  void TearDown() override {
    std::error_code ignored;
    std::filesystem::remove_all(dir_, ignored);
  }

  // Writes samples 0, 1, 2, … (mod 2^16, as int16) to a raw PCM file.
  std::filesystem::path write_ramp(std::size_t count) {
    const auto path = dir_ / "ramp.pcm";
    std::FILE* file = std::fopen(path.c_str(), "wb");
    for (std::size_t i = 0; i < count; ++i) {
      const auto sample = static_cast<std::int16_t>(static_cast<std::uint16_t>(i));
      std::fwrite(&sample, sizeof sample, 1, file);
    }
    std::fclose(file);
    return path;
  }

  std::filesystem::path dir_;
};

std::vector<std::int16_t> read_all(const cxs::engines::speech::pcm_reader& reader, std::size_t block) {
  std::vector<std::int16_t> out;
  std::vector<std::int16_t> buffer(block);
  for (;;) {
    const std::size_t got = reader(buffer);
    EXPECT_LE(got, block);
    if (got == 0) {
      return out;
    }
    out.insert(out.end(), buffer.begin(), buffer.begin() + static_cast<std::ptrdiff_t>(got));
  }
}

} // namespace

TEST_F(PcmFile, RangeReaderStreamsExactlyItsRange) {
  const auto path = write_ramp(100000);
  for (const std::size_t block : {std::size_t{1}, std::size_t{7}, std::size_t{4096}, std::size_t{200000}}) {
    SCOPED_TRACE(block);
    const auto reader = make_pcm_range_reader(path, 70000, 30000);
    ASSERT_TRUE(reader.has_value());
    const auto samples = read_all(*reader, block);
    ASSERT_EQ(samples.size(), 30000u);
    for (std::size_t i = 0; i < samples.size(); ++i) {
      ASSERT_EQ(samples[i], static_cast<std::int16_t>(static_cast<std::uint16_t>(70000 + i))) << i;
    }
    EXPECT_EQ((*reader)(std::span<std::int16_t>()), 0u);
  }
}

TEST_F(PcmFile, RangeReaderRefusesMissingFilesAndRangesPastTheEnd) {
  const auto path = write_ramp(1000);
  EXPECT_FALSE(make_pcm_range_reader(dir_ / "missing.pcm", 0, 1).has_value());
  EXPECT_FALSE(make_pcm_range_reader(path, 999, 2).has_value());
  EXPECT_FALSE(make_pcm_range_reader(path, UINT64_MAX - 1, 2).has_value());
  const auto empty = make_pcm_range_reader(path, 1000, 0);
  ASSERT_TRUE(empty.has_value());
  EXPECT_TRUE(read_all(*empty, 16).empty());
  const auto whole = make_pcm_range_reader(path, 0, 1000);
  ASSERT_TRUE(whole.has_value());
  EXPECT_EQ(read_all(*whole, 333).size(), 1000u);
}

TEST_F(PcmFile, CopiesOfAReaderShareOnePosition) {
  const auto path = write_ramp(100);
  const auto reader = make_pcm_range_reader(path, 0, 100);
  ASSERT_TRUE(reader.has_value());
  const cxs::engines::speech::pcm_reader copy = *reader;
  std::vector<std::int16_t> block(60);
  EXPECT_EQ((*reader)(block), 60u);
  EXPECT_EQ(copy(block), 40u);
  EXPECT_EQ(block[0], 60);
}

TEST_F(PcmFile, TempFileIsUniquePrivateAndRemoved) {
  std::error_code error;
  std::set<std::filesystem::path> names;
  std::filesystem::path kept;
  {
    auto first = temp_file::create(dir_, "upload-", ".bin", error);
    ASSERT_TRUE(first.has_value()) << error.message();
    auto second = temp_file::create(dir_, "upload-", ".bin", error);
    ASSERT_TRUE(second.has_value());
    EXPECT_NE(first->path(), second->path());
    EXPECT_EQ(first->path().parent_path(), dir_);
    EXPECT_EQ(first->path().extension(), ".bin");
    EXPECT_TRUE(first->path().filename().string().starts_with("upload-"));
    EXPECT_TRUE(std::filesystem::exists(first->path()));
    const auto perms = std::filesystem::status(first->path()).permissions();
    EXPECT_EQ(perms & (std::filesystem::perms::group_all | std::filesystem::perms::others_all),
              std::filesystem::perms::none);
    names.insert(first->path());
    names.insert(second->path());

    temp_file moved = std::move(*first);
    EXPECT_TRUE(first->path().empty());
    EXPECT_TRUE(std::filesystem::exists(moved.path()));
    kept = second->release();
  }
  for (const auto& name : names) {
    EXPECT_EQ(std::filesystem::exists(name), name == kept) << name;
  }
}

TEST_F(PcmFile, TempFileInMissingDirectoryFails) {
  std::error_code error;
  EXPECT_FALSE(temp_file::create(dir_ / "nope", "x", "", error).has_value());
  EXPECT_TRUE(error);
}
