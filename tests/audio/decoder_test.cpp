#include "engines/audio/decoder.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include <stdlib.h>

#include "engines/audio/chunk_plan.hpp"

namespace audio = cxs::engines::audio;
namespace fs = std::filesystem;

namespace {

// Every input is made at test time from flite speech: a sentence, 2 s of digital
// silence, then the sentence twice more. That silence must show up in the energies.
class Decoder : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    // ctest runs each test in its own process, so the inputs are made once into the build
    // dir and reused. They are built in a private directory and renamed into place, so
    // parallel test processes never see a half-made set. Bump the version when the
    // commands below change.
    dir_ = fs::path(CXS_AUDIO_FIXTURE_DIR) / "decoder-v1";
    std::string pattern = (fs::temp_directory_path() / "cxs_audio_test_XXXXXX").string();
    ASSERT_NE(::mkdtemp(pattern.data()), nullptr);
    out_ = pattern;
    if (!fs::exists(dir_ / "complete")) {
      ASSERT_NO_FATAL_FAILURE(make_inputs());
    }
    speech_sec_ = probe_duration(dir_ / "speech.wav");
    ASSERT_GT(speech_sec_, 2.0);
  }

  static void make_inputs() {
    fs::create_directories(dir_.parent_path());
    std::string pattern = (dir_.parent_path() / "making-XXXXXX").string();
    ASSERT_NE(::mkdtemp(pattern.data()), nullptr);
    const fs::path making = pattern;
    const std::string d = making.string();
    const std::string ff = "ffmpeg -nostdin -y -loglevel error ";
    const std::string source = " -i '" + d + "/gap.wav' ";
    const std::vector<std::string> commands = {
        "flite -t 'patient has fever for three days, blood pressure is one hundred thirty over eighty five' -voice kal16 -o '" +
            d + "/speech.wav'",
        ff + "-i '" + d + "/speech.wav' -f lavfi -t 2 -i anullsrc=r=16000:cl=mono -i '" + d + "/speech.wav' -i '" + d +
            "/speech.wav' -filter_complex '[0:a][1:a][2:a][3:a]concat=n=4:v=0:a=1' -ar 16000 -ac 1 -c:a pcm_s16le '" + d +
            "/gap.wav'",
        ff + source + "-c:a libmp3lame -b:a 64k '" + d + "/gap.mp3'",
        ff + source + "-c:a aac -b:a 64k '" + d + "/gap.m4a'",
        ff + source + "-c:a libopus -b:a 32k '" + d + "/gap.ogg'",
        ff + source + "-c:a libopus -b:a 32k '" + d + "/gap.webm'",
        ff + source + "-c:a flac '" + d + "/gap.flac'",
        ff + source + "-ar 44100 -ac 2 -c:a pcm_s16le '" + d + "/gap_44k_stereo.wav'",
        ff + source + "-ar 22050 -ac 6 -c:a pcm_f32le '" + d + "/gap_22k_6ch_float.wav'",
        ff + source + "-ar 11025 -ac 2 -c:a libmp3lame '" + d + "/gap_11k_stereo.mp3'",
        // FFmpeg on Debian has no AMR encoder; sox's opencore-amrnb writer does (8 kHz mono).
        "sox -R '" + d + "/gap.wav' -r 8000 -c 1 -t amr-nb '" + d + "/gap.amr'",
        ff + "-f lavfi -i testsrc=duration=2:size=64x64:rate=10 -c:v mpeg4 '" + d + "/video_only.mp4'",
        ff + "-i '" + d + "/gap.wav' -f s16le -c:a pcm_s16le '" + d + "/gap_reference.raw'",
    };
    for (const auto& command : commands) {
      ASSERT_EQ(std::system(command.c_str()), 0) << command;
    }
    write_file(making, "empty.bin", "");
    write_file(making, "text.txt", std::string(20000, 'a') + "\nThis is not audio.\n");
    write_file(making, "playlist.m3u8", "#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nspeech.wav\n#EXT-X-ENDLIST\n");
    write_file(making, "concat.ffconcat", "ffconcat version 1.0\nfile 'speech.wav'\n");
    std::mt19937 random(12345);
    std::string garbage(256 * 1024, '\0');
    for (auto& c : garbage) {
      c = static_cast<char>(random() & 0xFF);
    }
    write_file(making, "garbage.bin", garbage);
    const std::string mp3 = read_file(making / "gap.mp3");
    write_file(making, "truncated.mp3", mp3.substr(0, mp3.size() / 2));
    write_file(making, "complete", "");
    std::error_code error;
    fs::rename(making, dir_, error);
    if (error) {  // another test process got there first: use its set
      fs::remove_all(making, error);
    }
    ASSERT_TRUE(fs::exists(dir_ / "complete"));
  }

  static void TearDownTestSuite() {
    std::error_code ignored;
    fs::remove_all(out_, ignored);
  }

  static double probe_duration(const fs::path& path) {
    const std::string command = "ffprobe -v error -show_entries format=duration -of csv=p=0 '" + path.string() + "'";
    std::FILE* pipe = ::popen(command.c_str(), "r");
    if (pipe == nullptr) {
      return -1;
    }
    char text[64] = {};
    const bool got = std::fgets(text, sizeof text, pipe) != nullptr;
    ::pclose(pipe);
    return got ? std::atof(text) : -1;
  }

  static void write_file(const fs::path& dir, const std::string& name, const std::string& bytes) {
    std::ofstream(dir / name, std::ios::binary) << bytes;
  }

  static std::string read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  }

  static double mean_energy(const std::vector<float>& energies, double from_sec, double to_sec) {
    double sum = 0;
    std::size_t count = 0;
    for (auto f = static_cast<std::size_t>(from_sec * 100); f < to_sec * 100 && f < energies.size(); ++f) {
      sum += energies[f];
      ++count;
    }
    return count > 0 ? sum / static_cast<double>(count) : -1;
  }

  static inline fs::path dir_;  // generated inputs, shared by test processes
  static inline fs::path out_;  // this process's PCM outputs
  static inline double speech_sec_ = 0;
};

class DecodesFormat : public Decoder, public ::testing::WithParamInterface<const char*> {};

} // namespace

TEST_P(DecodesFormat, ToSixteenKilohertzMonoWithEnergies) {
  const fs::path input = dir_ / GetParam();
  const fs::path pcm = out_ / (std::string(GetParam()) + ".pcm");
  const auto result = audio::decode_to_pcm_file(input, pcm);
  ASSERT_EQ(result.outcome, audio::decode_outcome::ok) << result.detail;

  // The true length is that of the source. ffprobe's container figure is an estimate for
  // MP3 (bitrate-based, ~0.1 s long here) and wrong for AMR with DTX, so it gets more room.
  EXPECT_NEAR(result.duration_sec, 3 * speech_sec_ + 2.0, 0.1);
  if (std::string_view(GetParam()) != "gap.amr") {
    EXPECT_NEAR(result.duration_sec, probe_duration(input), 0.2);
  }
  EXPECT_DOUBLE_EQ(result.duration_sec, static_cast<double>(result.sample_count) / 16000.0);
  EXPECT_EQ(fs::file_size(pcm), result.sample_count * 2);
  EXPECT_EQ(result.frame_energies.size(), (result.sample_count + 159) / 160);

  // The 2 s of silence after the first sentence is far quieter than the speech around it.
  const double speech = mean_energy(result.frame_energies, 0, speech_sec_);
  const double silence = mean_energy(result.frame_energies, speech_sec_ + 0.3, speech_sec_ + 1.7);
  EXPECT_GT(speech, 1e-4);
  EXPECT_LT(silence, speech * 0.01) << "speech " << speech << ", silence " << silence;

  // Split in two with a window reaching the silence: the cut lands in quiet audio.
  audio::chunk_plan_options options;
  options.threshold_sec = result.duration_sec * 0.6;
  options.search_window_sec = speech_sec_ + 1.0;
  const auto chunks = audio::plan_chunks(result.frame_energies, result.sample_count, options);
  ASSERT_EQ(chunks.size(), 2u);
  const double cut_energy = result.frame_energies[chunks[1].first_sample / 160];
  EXPECT_LT(cut_energy, speech * 0.01);
}

INSTANTIATE_TEST_SUITE_P(Audio, DecodesFormat,
                         ::testing::Values("gap.wav", "gap.mp3", "gap.m4a", "gap.ogg", "gap.webm", "gap.flac",
                                           "gap_44k_stereo.wav", "gap_22k_6ch_float.wav", "gap_11k_stereo.mp3",
                                           "gap.amr"),
                         [](const ::testing::TestParamInfo<const char*>& info) {
                           std::string name = info.param;
                           for (auto& c : name) {
                             c = std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
                           }
                           return name;
                         });

TEST_F(Decoder, SixteenKilohertzWavPassesThroughBitExact) {
  const auto result = audio::decode_to_pcm_file(dir_ / "gap.wav", out_ / "exact.pcm");
  ASSERT_TRUE(result.ok()) << result.detail;
  const std::string decoded = read_file(out_ / "exact.pcm");
  const std::string reference = read_file(dir_ / "gap_reference.raw");
  ASSERT_EQ(decoded.size(), reference.size());
  EXPECT_TRUE(decoded == reference);
}

TEST_F(Decoder, RejectsWhatIsNotDecodableAudio) {
  for (const char* name : {"video_only.mp4", "garbage.bin", "empty.bin", "text.txt", "playlist.m3u8",
                           "concat.ffconcat"}) {
    SCOPED_TRACE(name);
    const auto result = audio::decode_to_pcm_file(dir_ / name, out_ / "rejected.pcm");
    EXPECT_EQ(result.outcome, audio::decode_outcome::unsupported_media) << result.detail;
    EXPECT_FALSE(result.detail.empty());
    EXPECT_EQ(result.sample_count, 0u);
    EXPECT_TRUE(result.frame_energies.empty());
  }
}

TEST_F(Decoder, TruncatedFileDecodesWhatIsThere) {
  const auto result = audio::decode_to_pcm_file(dir_ / "truncated.mp3", out_ / "truncated.pcm");
  ASSERT_TRUE(result.ok()) << result.detail;
  const double full = 3 * speech_sec_ + 2.0;
  EXPECT_GT(result.duration_sec, full * 0.4);
  EXPECT_LT(result.duration_sec, full * 0.6);
  EXPECT_EQ(fs::file_size(out_ / "truncated.pcm"), result.sample_count * 2);
}

TEST_F(Decoder, StopsWhenCancelled) {
  const std::atomic<bool> cancelled{true};
  audio::decode_options options;
  options.cancelled = &cancelled;
  const auto result = audio::decode_to_pcm_file(dir_ / "gap.mp3", out_ / "cancelled.pcm", options);
  EXPECT_EQ(result.outcome, audio::decode_outcome::cancelled);
  EXPECT_EQ(result.sample_count, 0u);

  const std::atomic<bool> not_cancelled{false};
  options.cancelled = &not_cancelled;
  EXPECT_TRUE(audio::decode_to_pcm_file(dir_ / "gap.mp3", out_ / "cancelled.pcm", options).ok());
}

TEST_F(Decoder, StopsPastTheMaximumDuration) {
  audio::decode_options options;
  options.max_duration_sec = 3.0;
  const auto result = audio::decode_to_pcm_file(dir_ / "gap.flac", out_ / "long.pcm", options);
  EXPECT_EQ(result.outcome, audio::decode_outcome::too_long);
  // FLAC declares its length: refused before a sample is decoded (no PCM file at all).
  EXPECT_NE(result.detail.find("declares"), std::string::npos) << result.detail;
  EXPECT_FALSE(fs::exists(out_ / "long.pcm") && fs::file_size(out_ / "long.pcm") > 0);
  options.max_duration_sec = 3 * speech_sec_ + 3.0;
  EXPECT_TRUE(audio::decode_to_pcm_file(dir_ / "gap.flac", out_ / "long.pcm", options).ok());
}

TEST_F(Decoder, StopsWhenTheTemporaryDiskBudgetIsUsedUp) {
  auto budget = std::make_shared<audio::temp_budget>(audio::temp_lease::step);  // 1 MB: ~32 s of PCM
  {
    audio::temp_lease lease(budget);
    audio::decode_options options;
    options.lease = &lease;
    EXPECT_TRUE(audio::decode_to_pcm_file(dir_ / "gap.flac", out_ / "fits.pcm", options).ok());
    EXPECT_EQ(budget->used(), audio::temp_lease::step);
  }
  EXPECT_EQ(budget->used(), 0);
  ASSERT_TRUE(budget->try_take(audio::temp_lease::step));  // someone else holds it all now
  audio::temp_lease lease(budget);
  audio::decode_options options;
  options.lease = &lease;
  const auto result = audio::decode_to_pcm_file(dir_ / "gap.flac", out_ / "full.pcm", options);
  EXPECT_EQ(result.outcome, audio::decode_outcome::no_space);
  EXPECT_EQ(fs::file_size(out_ / "full.pcm"), 0u);
  budget->give_back(audio::temp_lease::step);
}

TEST_F(Decoder, OwnFileErrorsAreIoErrors) {
  EXPECT_EQ(audio::decode_to_pcm_file(dir_ / "missing.wav", out_ / "x.pcm").outcome, audio::decode_outcome::io_error);
  EXPECT_EQ(audio::decode_to_pcm_file(dir_ / "gap.wav", out_ / "no_such_dir" / "x.pcm").outcome,
            audio::decode_outcome::io_error);
  EXPECT_STREQ(audio::to_string(audio::decode_outcome::unsupported_media), "unsupported_media");
}
