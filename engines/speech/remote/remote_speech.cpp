#include "engines/speech/remote/remote_speech.hpp"

#include "domain/languages.hpp"
#include "engines/common/http_client.hpp"
#include "engines/common/v1_url.hpp"

#include <boost/json.hpp>

#include <array>
#include <cctype>
#include <random>
#include <thread>
#include <utility>

namespace cxs::engines::speech::remote {
namespace {

namespace json = boost::json;

// Names servers use that are not the English names of domain/languages.
struct alias {
  std::string_view name;
  std::string_view code;
};
constexpr std::array<alias, 6> aliases{{
    {"mandarin", "zh"},
    {"cantonese", "zh"},
    {"castilian", "es"},
    {"panjabi", "pa"},
    {"sinhalese", "si"},
    {"bangla", "bn"},
}};

void put_le(std::string& out, std::uint32_t value, int bytes) {
  for (int i = 0; i < bytes; ++i) {
    out.push_back(static_cast<char>((value >> (8 * i)) & 0xFFU));
  }
}

std::string random_boundary() {
  thread_local std::mt19937_64 rng{std::random_device{}()};
  static constexpr std::string_view hex = "0123456789abcdef";
  std::string out = "----cxs-";
  for (int i = 0; i < 24; ++i) {
    out.push_back(hex[rng() % 16]);
  }
  return out;
}

// The 44-byte RIFF/WAVE header of 16-bit mono PCM with `data_bytes` of samples.
void append_wav_header(std::string& out, std::uint32_t data_bytes, std::uint32_t sample_rate) {
  out += "RIFF";
  put_le(out, 36 + data_bytes, 4);
  out += "WAVE";
  out += "fmt ";
  put_le(out, 16, 4);               // fmt chunk size
  put_le(out, 1, 2);                // PCM
  put_le(out, 1, 2);                // mono
  put_le(out, sample_rate, 4);
  put_le(out, sample_rate * 2, 4);  // byte rate
  put_le(out, 2, 2);                // block align
  put_le(out, 16, 2);               // bits per sample
  out += "data";
  put_le(out, data_bytes, 4);
}

void append_samples(std::string& out, std::span<const std::int16_t> samples) {
  for (const auto s : samples) {
    put_le(out, static_cast<std::uint16_t>(s), 2);  // little-endian whatever the host order
  }
}

// A part's delimiter and headers, up to the blank line before its value.
void append_part_head(std::string& out, const form_part& part, std::string_view boundary) {
  out += "--";
  out += boundary;
  out += "\r\nContent-Disposition: form-data; name=\"";
  out += part.name;
  out += '"';
  if (!part.filename.empty()) {
    out += "; filename=\"";
    out += part.filename;
    out += '"';
  }
  out += "\r\n";
  if (!part.content_type.empty()) {
    out += "Content-Type: ";
    out += part.content_type;
    out += "\r\n";
  }
  out += "\r\n";
}

void append_fields(std::string& out, const std::vector<form_part>& parts, std::string_view boundary) {
  for (const auto& part : parts) {
    append_part_head(out, part, boundary);
    out += part.value;
    out += "\r\n";
  }
}

void append_closing(std::string& out, std::string_view boundary) {
  out += "--";
  out += boundary;
  out += "--\r\n";
}

bool refused_input(unsigned status) { return status == 400 || status == 413 || status == 415 || status == 422; }

bool retryable(unsigned status) { return status == 429 || status >= 500; }

}  // namespace

std::optional<std::string_view> language_code_of(std::string_view reported) {
  std::string key;
  for (char c : reported) {
    if (c == '-' || c == '_') {
      break;  // "zh-CN", "pt_BR": the language is the part before the region
    }
    if (c != ' ') {
      key.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    }
  }
  if (key.empty()) {
    return std::nullopt;
  }
  for (const auto& lang : domain::supported_languages()) {
    if (key == lang.code) {
      return lang.code;
    }
    std::string name;
    for (char c : lang.name) {
      name.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    }
    if (key == name) {
      return lang.code;
    }
  }
  for (const auto& a : aliases) {
    if (key == a.name) {
      return a.code;
    }
  }
  return std::nullopt;
}

std::string build_wav(std::span<const std::int16_t> samples, std::uint32_t sample_rate) {
  const auto data_bytes = static_cast<std::uint32_t>(samples.size() * 2);
  std::string out;
  out.reserve(44 + data_bytes);
  append_wav_header(out, data_bytes, sample_rate);
  append_samples(out, samples);
  return out;
}

std::string build_multipart(const std::vector<form_part>& parts, std::string_view boundary) {
  std::string out;
  append_fields(out, parts, boundary);
  append_closing(out, boundary);
  return out;
}

std::optional<std::string> build_multipart_with_wav(const std::vector<form_part>& fields, const pcm_reader& read,
                                                    std::string_view boundary, std::size_t expected_samples,
                                                    std::uint32_t sample_rate) {
  std::string out;
  append_fields(out, fields, boundary);
  append_part_head(out, {"file", {}, "chunk.wav", "audio/wav"}, boundary);
  // Everything still to come: the WAV (header and samples) and the closing delimiter.
  out.reserve(out.size() + 44 + 2 * expected_samples + boundary.size() + 8);
  const std::size_t header_at = out.size();
  append_wav_header(out, 0, sample_rate);  // sizes patched once the samples are counted
  std::size_t count = 0;
  if (read) {
    std::array<std::int16_t, 16384> block{};
    for (;;) {
      const auto n = std::min(read(std::span<std::int16_t>(block)), block.size());
      if (n == 0) {
        break;
      }
      append_samples(out, std::span<const std::int16_t>(block.data(), n));
      count += n;
    }
  }
  if (count == 0) {
    return std::nullopt;
  }
  std::string header;
  append_wav_header(header, static_cast<std::uint32_t>(count * 2), sample_rate);
  out.replace(header_at, header.size(), header);
  out += "\r\n";
  append_closing(out, boundary);
  return out;
}

remote_speech_engine::remote_speech_engine(remote_speech_config config) : config_(std::move(config)) {}

bool remote_speech_engine::accepts_language(std::string_view code) const {
  return domain::is_supported_language(code);
}

transcription_result remote_speech_engine::transcribe(const transcription_request& request) {
  transcription_result out;
  std::vector<form_part> fields{
      {"model", config_.model, {}, {}},
      {"response_format", "verbose_json", {}, {}},
      {"temperature", "0", {}, {}},
      {"prompt",
       request.speakers == speaker_mode::doctor_patient ? "A clinical consultation between a doctor and a patient."
                                                        : "A doctor dictating clinical notes.",
       {}, {}},
  };
  if (request.language_hint && domain::is_supported_language(*request.language_hint)) {
    fields.push_back({"language", *request.language_hint, {}, {}});
  }
  const auto boundary = random_boundary();
  auto body = build_multipart_with_wav(fields, request.read, boundary, request.expected_samples);
  if (!body) {
    out.language = request.language_hint.value_or("en");
    return out;  // nothing to send: silence
  }
  http_call call;
  call.url = v1_url(config_.url, "audio/translations");
  call.headers.emplace_back("Content-Type", "multipart/form-data; boundary=" + boundary);
  call.headers.emplace_back("Accept", "application/json");
  if (!config_.api_key.empty()) {
    call.headers.emplace_back("Authorization", "Bearer " + config_.api_key);
  }
  call.body = std::move(*body);
  call.timeout = config_.timeout;
  call.keep_alive = true;  // one connection per speech worker, reused chunk after chunk
  call.max_response_bytes = 16 * 1024 * 1024;

  for (int attempt = 0;; ++attempt) {
    if (attempt > 0) {
      std::this_thread::sleep_for(backoff_delay(config_.retry, attempt));
    }
    ++http_calls_;
    const auto response = perform(call);
    const bool retry_left = attempt < config_.retry.retries;
    if (response.timed_out) {
      out.failure = speech_failure::timeout;
      out.detail = std::string("speech engine timed out after ") + std::to_string(config_.timeout.count()) + " ms";
      if (retry_left) {
        continue;
      }
      return out;
    }
    if (!response.completed) {
      out.failure = speech_failure::unavailable;
      out.detail = "speech engine unreachable: " + response.error;
      if (retry_left) {
        continue;
      }
      return out;
    }
    if (response.status < 200 || response.status >= 300) {
      out.failure = refused_input(response.status) ? speech_failure::rejected : speech_failure::unavailable;
      out.detail = std::string("speech engine answered HTTP ") + std::to_string(response.status);
      if (retry_left && retryable(response.status)) {
        continue;
      }
      return out;
    }
    boost::system::error_code ec;
    const auto parsed = json::parse(response.body, ec);
    const json::value* text = nullptr;
    if (!ec && parsed.is_object()) {
      text = parsed.get_object().if_contains("text");
    }
    if (text == nullptr || !text->is_string()) {
      out.failure = speech_failure::unavailable;
      out.detail = "speech engine answer has no text";
      return out;
    }
    out.failure = speech_failure::none;
    out.detail.clear();
    out.text = std::string(text->get_string());
    std::optional<std::string_view> code;
    if (const auto* lang = parsed.get_object().if_contains("language"); lang != nullptr && lang->is_string()) {
      code = language_code_of(lang->get_string());
      if (!code) {
        out.detail = "speech engine reported a language outside the supported list";
      }
    }
    out.language = std::string(code.value_or(request.language_hint ? std::string_view(*request.language_hint) : "en"));
    if (const auto* usage = parsed.get_object().if_contains("usage"); usage != nullptr && usage->is_object()) {
      if (const auto* total = usage->get_object().if_contains("total_tokens");
          total != nullptr && (total->is_int64() || total->is_uint64())) {
        out.total_tokens = static_cast<int>(total->to_number<std::int64_t>());
      }
    }
    return out;
  }
}

}  // namespace cxs::engines::speech::remote
