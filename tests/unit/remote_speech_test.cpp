// Pure parts of the remote speech engine: language mapping, WAV and multipart building.
#include "engines/speech/remote/remote_speech.hpp"

#include <gtest/gtest.h>

#include <cstring>

namespace {

namespace remote = cxs::engines::speech::remote;

std::uint32_t le32(const std::string& s, std::size_t at) {
  return static_cast<std::uint32_t>(static_cast<unsigned char>(s[at])) |
         static_cast<std::uint32_t>(static_cast<unsigned char>(s[at + 1])) << 8U |
         static_cast<std::uint32_t>(static_cast<unsigned char>(s[at + 2])) << 16U |
         static_cast<std::uint32_t>(static_cast<unsigned char>(s[at + 3])) << 24U;
}

}  // namespace

TEST(RemoteSpeech, LanguageNamesAndCodesMapToOurCodes) {
  EXPECT_EQ(remote::language_code_of("hindi"), "hi");
  EXPECT_EQ(remote::language_code_of("Hindi"), "hi");
  EXPECT_EQ(remote::language_code_of("hi"), "hi");
  EXPECT_EQ(remote::language_code_of("zh-CN"), "zh");
  EXPECT_EQ(remote::language_code_of("mandarin"), "zh");
  EXPECT_EQ(remote::language_code_of("pt_BR"), "pt");
  EXPECT_EQ(remote::language_code_of("english"), "en");
  EXPECT_EQ(remote::language_code_of("sinhalese"), "si");
  EXPECT_EQ(remote::language_code_of("malayalam"), "ml");
  EXPECT_FALSE(remote::language_code_of("japanese"));
  EXPECT_FALSE(remote::language_code_of(""));
}

TEST(RemoteSpeech, AcceptsAllTwentyThreeLanguages) {
  remote::remote_speech_engine engine({});
  for (const auto* code : {"en", "hi", "bn", "te", "mr", "ta", "ur", "gu", "kn", "ml", "pa", "as", "ne", "sd", "si",
                           "sa", "ar", "fr", "de", "es", "pt", "ru", "zh"}) {
    EXPECT_TRUE(engine.accepts_language(code)) << code;
  }
  EXPECT_FALSE(engine.accepts_language("ja"));
}

TEST(RemoteSpeech, WavHeaderDescribes16kMonoPcm) {
  const std::vector<std::int16_t> samples{0, 1, -1, 32767, -32768};
  const auto wav = remote::build_wav(samples);
  ASSERT_EQ(wav.size(), 44U + 10U);
  EXPECT_EQ(wav.substr(0, 4), "RIFF");
  EXPECT_EQ(le32(wav, 4), 36U + 10U);
  EXPECT_EQ(wav.substr(8, 8), "WAVEfmt ");
  EXPECT_EQ(le32(wav, 16), 16U);
  EXPECT_EQ(le32(wav, 20) & 0xFFFFU, 1U);  // PCM
  EXPECT_EQ(le32(wav, 20) >> 16U, 1U);     // mono
  EXPECT_EQ(le32(wav, 24), 16000U);
  EXPECT_EQ(le32(wav, 28), 32000U);
  EXPECT_EQ(wav.substr(36, 4), "data");
  EXPECT_EQ(le32(wav, 40), 10U);
  EXPECT_EQ(static_cast<unsigned char>(wav[44 + 2]), 0x01);  // 1 little-endian
  EXPECT_EQ(static_cast<unsigned char>(wav[44 + 4]), 0xFF);  // -1
  EXPECT_EQ(static_cast<unsigned char>(wav[44 + 9]), 0x80);  // -32768 high byte
}

TEST(RemoteSpeech, MultipartBodyFramesEveryPart) {
  const auto body = remote::build_multipart({{"file", "RIFF", "a.wav", "audio/wav"}, {"model", "m", {}, {}}}, "XyZ");
  EXPECT_EQ(body,
            "--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.wav\"\r\nContent-Type: audio/wav\r\n"
            "\r\nRIFF\r\n--XyZ\r\nContent-Disposition: form-data; name=\"model\"\r\n\r\nm\r\n--XyZ--\r\n");
}

TEST(RemoteSpeech, BodyBuiltWhileReadingIsTheSameAsFromAllSamples) {
  // 40,000 samples: more than one of the builder's reading blocks, and odd-sized reads.
  std::vector<std::int16_t> samples(40000);
  for (std::size_t i = 0; i < samples.size(); ++i) {
    samples[i] = static_cast<std::int16_t>((i * 7919) % 65536 - 32768);
  }
  std::size_t at = 0;
  const cxs::engines::speech::pcm_reader read = [&](std::span<std::int16_t> out) {
    const auto n = std::min<std::size_t>({out.size(), samples.size() - at, 1237});
    std::copy_n(samples.begin() + static_cast<std::ptrdiff_t>(at), n, out.begin());
    at += n;
    return n;
  };
  const std::vector<remote::form_part> fields{{"model", "m", {}, {}}, {"language", "hi", {}, {}}};
  const auto streamed = remote::build_multipart_with_wav(fields, read, "XyZ");
  ASSERT_TRUE(streamed);
  auto all = fields;
  all.push_back({"file", remote::build_wav(samples), "chunk.wav", "audio/wav"});
  EXPECT_EQ(*streamed, remote::build_multipart(all, "XyZ"));
}

TEST(RemoteSpeech, NoSamplesNoBody) {
  const cxs::engines::speech::pcm_reader empty = [](std::span<std::int16_t>) { return std::size_t{0}; };
  EXPECT_FALSE(remote::build_multipart_with_wav({{"model", "m", {}, {}}}, empty, "XyZ"));
  EXPECT_FALSE(remote::build_multipart_with_wav({{"model", "m", {}, {}}}, cxs::engines::speech::pcm_reader{}, "XyZ"));
}
