#include "engines/audio/decoder.hpp"

#include <algorithm>
#include <cstdio>
#include <iterator>
#include <memory>
#include <mutex>
#include <new>
#include <string_view>
#include <utility>

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/channel_layout.h>
#include <libavutil/dict.h>
#include <libavutil/error.h>
#include <libavutil/log.h>
#include <libavutil/mathematics.h>
#include <libavutil/samplefmt.h>
#include <libswresample/swresample.h>
}

namespace cxs::engines::audio {
namespace {

// Demuxers an upload may be opened with. Playlist and script demuxers (hls, concat, …) are
// left out on purpose: they open other files or URLs named inside the upload. Each entry
// matches any demuxer whose comma-separated name list contains it ("mov" ⇒ mov,mp4,m4a,…).
constexpr const char* allowed_demuxers =
    "wav,w64,mp3,mov,ogg,matroska,flac,amr,amrnb,amrwb,aac,aiff,caf,au,avi,asf,mpeg,mpegts,wv,tta,voc";

void silence_ffmpeg_logging() {
  // Log lines would carry metadata of the upload (titles, names); nothing of it may be logged.
  static std::once_flag once;
  std::call_once(once, [] { av_log_set_level(AV_LOG_QUIET); });
}

// "<what>: <FFmpeg's text for code>", built by appending (no `literal + string&&`, which
// trips GCC 12's -Wrestrict at -O3).
std::string with_error_text(std::string_view what, int code) {
  char text[AV_ERROR_MAX_STRING_SIZE] = {};
  av_strerror(code, text, sizeof text);
  std::string out(what);
  out += ": ";
  out += text;
  return out;
}

int interrupt_requested(void* opaque) {
  const auto* cancelled = static_cast<const std::atomic<bool>*>(opaque);
  return cancelled != nullptr && cancelled->load(std::memory_order_relaxed) ? 1 : 0;
}

bool is_cancelled(const decode_options& options) {
  return options.cancelled != nullptr && options.cancelled->load(std::memory_order_relaxed);
}

struct format_closer {
  void operator()(AVFormatContext* context) const { avformat_close_input(&context); }
};
struct codec_closer {
  void operator()(AVCodecContext* context) const { avcodec_free_context(&context); }
};
struct packet_freer {
  void operator()(AVPacket* packet) const { av_packet_free(&packet); }
};
struct frame_freer {
  void operator()(AVFrame* frame) const { av_frame_free(&frame); }
};
struct resampler_freer {
  void operator()(SwrContext* context) const { swr_free(&context); }
};

// Writes PCM through a stdio buffer and keeps one mean-square energy per 10 ms frame.
class pcm_sink {
 public:
  pcm_sink() = default;
  pcm_sink(const pcm_sink&) = delete;
  pcm_sink& operator=(const pcm_sink&) = delete;
  ~pcm_sink() {
    if (file_ != nullptr) {
      std::fclose(file_);
    }
  }

  [[nodiscard]] bool open(const std::filesystem::path& path) {
    file_ = std::fopen(path.c_str(), "wb");
    if (file_ == nullptr) {
      return false;
    }
    // A larger buffer than stdio's default: fewer write calls for a long recording.
    return std::setvbuf(file_, nullptr, _IOFBF, 1 << 16) == 0;
  }

  void limit_to(temp_lease* lease) { lease_ = lease; }
  [[nodiscard]] bool out_of_budget() const { return out_of_budget_; }

  [[nodiscard]] bool write(const std::int16_t* samples, std::size_t count) {
    if (lease_ != nullptr &&
        !lease_->cover(static_cast<std::int64_t>((sample_count_ + count) * sizeof(std::int16_t)))) {
      out_of_budget_ = true;
      return false;
    }
    for (std::size_t i = 0; i < count; ++i) {
      const double value = samples[i];
      frame_sum_ += value * value;
      if (++frame_fill_ == samples_per_energy_frame) {
        push_frame();
      }
    }
    sample_count_ += count;
    return std::fwrite(samples, sizeof(std::int16_t), count, file_) == count;
  }

  /// Flushes the last partial energy frame and closes the file; false on a write error.
  [[nodiscard]] bool close() {
    if (frame_fill_ > 0) {
      push_frame();
    }
    const bool flushed = std::fflush(file_) == 0;
    const bool closed = std::fclose(file_) == 0;
    file_ = nullptr;
    return flushed && closed;
  }

  [[nodiscard]] std::uint64_t sample_count() const { return sample_count_; }
  [[nodiscard]] std::vector<float> take_energies() { return std::move(energies_); }

 private:
  void push_frame() {
    constexpr double full_scale_squared = 32768.0 * 32768.0;
    energies_.push_back(static_cast<float>(frame_sum_ / (full_scale_squared * frame_fill_)));
    frame_sum_ = 0.0;
    frame_fill_ = 0;
  }

  std::FILE* file_ = nullptr;
  temp_lease* lease_ = nullptr;
  bool out_of_budget_ = false;
  std::uint64_t sample_count_ = 0;
  double frame_sum_ = 0.0;
  std::uint32_t frame_fill_ = 0;
  std::vector<float> energies_;
};

// Converts decoded frames of any format, rate and layout to 16 kHz mono s16. Rebuilt when a
// stream changes its parameters midway (chained Ogg, concatenated MP3 at another rate).
class resampler {
 public:
  resampler() = default;
  resampler(const resampler&) = delete;
  resampler& operator=(const resampler&) = delete;
  ~resampler() { av_channel_layout_uninit(&in_layout_); }

  [[nodiscard]] bool configured() const { return context_ != nullptr; }

  [[nodiscard]] bool matches(const AVFrame& frame) const {
    AVChannelLayout layout = input_layout_of(frame);
    const bool same = configured() && frame.sample_rate == in_rate_ && frame.format == in_format_ &&
                      av_channel_layout_compare(&layout, &in_layout_) == 0;
    av_channel_layout_uninit(&layout);
    return same;
  }

  /// Sets up for the frame's parameters; an error code (< 0) when they are unusable.
  [[nodiscard]] int configure(const AVFrame& frame) {
    context_.reset();
    av_channel_layout_uninit(&in_layout_);
    if (frame.sample_rate <= 0 || frame.ch_layout.nb_channels <= 0) {
      return AVERROR_INVALIDDATA;
    }
    in_layout_ = input_layout_of(frame);
    in_rate_ = frame.sample_rate;
    in_format_ = frame.format;
    AVChannelLayout mono = AV_CHANNEL_LAYOUT_MONO;  // swr_alloc_set_opts2 takes non-const pointers
    SwrContext* raw = nullptr;
    int status = swr_alloc_set_opts2(&raw, &mono, AV_SAMPLE_FMT_S16, static_cast<int>(pcm_sample_rate), &in_layout_,
                                     static_cast<AVSampleFormat>(in_format_), in_rate_, 0, nullptr);
    context_.reset(raw);
    if (status >= 0) {
      status = swr_init(context_.get());
    }
    if (status < 0) {
      context_.reset();
    }
    return status;
  }

  /// Converts one frame, or flushes the delayed samples when `frame` is null.
  [[nodiscard]] int convert(const AVFrame* frame, pcm_sink& sink) {
    if (!configured()) {
      return 0;
    }
    const int in_samples = frame != nullptr ? frame->nb_samples : 0;
    const std::uint8_t** in_data = frame != nullptr ? const_cast<const std::uint8_t**>(frame->extended_data) : nullptr;
    for (;;) {
      const int capacity = swr_get_out_samples(context_.get(), in_samples) + 16;
      if (capacity <= 0) {
        return capacity;
      }
      if (buffer_.size() < static_cast<std::size_t>(capacity)) {
        buffer_.resize(static_cast<std::size_t>(capacity));
      }
      auto* out = reinterpret_cast<std::uint8_t*>(buffer_.data());
      const int produced = swr_convert(context_.get(), &out, capacity, in_data, in_samples);
      if (produced < 0) {
        return produced;
      }
      if (produced > 0 && !sink.write(buffer_.data(), static_cast<std::size_t>(produced))) {
        return AVERROR(EIO);
      }
      // A frame is consumed in one call; a flush repeats until the resampler is empty.
      if (frame != nullptr || produced == 0) {
        return 0;
      }
    }
  }

 private:
  // WAV and some raw codecs report an unspecified channel order; give them the default
  // layout for their channel count so the down-mix matrix can be built.
  static AVChannelLayout input_layout_of(const AVFrame& frame) {
    AVChannelLayout layout{};
    if (frame.ch_layout.order == AV_CHANNEL_ORDER_UNSPEC || av_channel_layout_copy(&layout, &frame.ch_layout) < 0) {
      av_channel_layout_default(&layout, frame.ch_layout.nb_channels);
    }
    return layout;
  }

  std::unique_ptr<SwrContext, resampler_freer> context_;
  AVChannelLayout in_layout_{};
  int in_rate_ = 0;
  int in_format_ = AV_SAMPLE_FMT_NONE;
  std::vector<std::int16_t> buffer_;
};

decode_result failure(decode_outcome outcome, std::string detail) {
  decode_result result;
  result.outcome = outcome;
  result.detail = std::move(detail);
  return result;
}

decode_result decode(const std::filesystem::path& input_path, const std::filesystem::path& pcm_output_path,
                     const decode_options& options) {
  // --- open and probe, with only safe demuxers and the file protocol ---
  AVFormatContext* raw_format = avformat_alloc_context();
  if (raw_format == nullptr) {
    return failure(decode_outcome::io_error, "out of memory");
  }
  raw_format->interrupt_callback.callback = &interrupt_requested;
  raw_format->interrupt_callback.opaque = const_cast<std::atomic<bool>*>(options.cancelled);
  AVDictionary* open_options = nullptr;
  av_dict_set(&open_options, "protocol_whitelist", "file", 0);
  av_dict_set(&open_options, "format_whitelist", allowed_demuxers, 0);
  // "file:" keeps a ':' in the path from being read as another protocol's name.
  std::string url = "file:";
  url += input_path.string();
  int status = avformat_open_input(&raw_format, url.c_str(), nullptr, &open_options);
  av_dict_free(&open_options);
  if (status < 0) {  // avformat_open_input frees the context on failure
    if (status == AVERROR_EXIT) {
      return failure(decode_outcome::cancelled, "cancelled while opening");
    }
    if (status == AVERROR(ENOENT) || status == AVERROR(EACCES) || status == AVERROR(EISDIR)) {
      return failure(decode_outcome::io_error, with_error_text("cannot open input", status));
    }
    return failure(decode_outcome::unsupported_media, with_error_text("not a readable media file", status));
  }
  const std::unique_ptr<AVFormatContext, format_closer> format(raw_format);

  status = avformat_find_stream_info(format.get(), nullptr);
  if (status < 0) {
    return status == AVERROR_EXIT ? failure(decode_outcome::cancelled, "cancelled while probing")
                                  : failure(decode_outcome::unsupported_media, with_error_text("probe failed", status));
  }
  const AVCodec* codec = nullptr;
  const int stream_index = av_find_best_stream(format.get(), AVMEDIA_TYPE_AUDIO, -1, -1, &codec, 0);
  if (stream_index < 0 || codec == nullptr) {
    return failure(decode_outcome::unsupported_media,
                   stream_index == AVERROR_DECODER_NOT_FOUND ? "no decoder for the audio stream" : "no audio stream");
  }
  for (unsigned i = 0; i < format->nb_streams; ++i) {
    if (static_cast<int>(i) != stream_index) {
      format->streams[i]->discard = AVDISCARD_ALL;  // skip video/subtitle packets cheaply
    }
  }

  const std::unique_ptr<AVCodecContext, codec_closer> decoder(avcodec_alloc_context3(codec));
  if (!decoder) {
    return failure(decode_outcome::io_error, "out of memory");
  }
  const AVStream* stream = format->streams[stream_index];
  status = avcodec_parameters_to_context(decoder.get(), stream->codecpar);
  if (status >= 0) {
    decoder->pkt_timebase = stream->time_base;
    status = avcodec_open2(decoder.get(), codec, nullptr);
  }
  if (status < 0) {
    std::string what = "cannot open decoder ";
    what += codec->name;
    return failure(decode_outcome::unsupported_media, with_error_text(what, status));
  }

  // A container that declares its length (most do: Ogg, MP4, WAV, FLAC) is refused on that
  // before any decoding: 20,000 s of Opus silence is 7 MB to upload and 640 MB of PCM.
  if (options.max_duration_sec > 0) {
    double declared = 0.0;
    if (stream->duration != AV_NOPTS_VALUE && stream->duration > 0) {
      declared = static_cast<double>(stream->duration) * av_q2d(stream->time_base);
    } else if (format->duration != AV_NOPTS_VALUE && format->duration > 0) {
      declared = static_cast<double>(format->duration) / AV_TIME_BASE;
    }
    if (declared > options.max_duration_sec) {
      return failure(decode_outcome::too_long, "declares a duration longer than the configured maximum");
    }
  }

  pcm_sink sink;
  sink.limit_to(options.lease);
  if (!sink.open(pcm_output_path)) {
    return failure(decode_outcome::io_error, "cannot create the PCM file");
  }

  // --- demux, decode, resample, write ---
  const std::unique_ptr<AVPacket, packet_freer> packet(av_packet_alloc());
  const std::unique_ptr<AVFrame, frame_freer> frame(av_frame_alloc());
  if (!packet || !frame) {
    return failure(decode_outcome::io_error, "out of memory");
  }
  resampler converter;
  std::uint64_t rejected_packets = 0;
  std::string last_error;
  // Packets a decoder rejects still span time: AMR files recorded with DTX carry SID and
  // NO_DATA frames that FFmpeg 5.1's amrnb decoder refuses ("dtx mode is not implemented").
  // Dropping them would shift everything after and shorten the duration, so each rejected
  // packet becomes silence of its length (at most 1 s), written once real audio decodes:
  // a file that never yields a frame stays unsupported instead of becoming silence.
  std::uint64_t packet_samples = 0;   // 16 kHz samples the packet being decoded spans
  std::uint64_t pending_silence = 0;  // samples owed for rejected packets
  std::uint64_t decoded_samples = 0;  // samples of real audio written so far
  const std::uint64_t max_samples =
      options.max_duration_sec > 0 ? static_cast<std::uint64_t>(options.max_duration_sec * pcm_sample_rate) : 0;
  const auto reject = [&rejected_packets, &last_error, &pending_silence, &packet_samples](std::string error) {
    ++rejected_packets;
    last_error = std::move(error);
    pending_silence += packet_samples;
    packet_samples = 0;
  };
  const auto write_pending_silence = [&pending_silence, &sink]() -> int {
    static constexpr std::int16_t zeros[1024] = {};
    while (pending_silence > 0) {
      const auto n = static_cast<std::size_t>(std::min<std::uint64_t>(pending_silence, std::size(zeros)));
      if (!sink.write(zeros, n)) {
        return AVERROR(EIO);
      }
      pending_silence -= n;
    }
    return 0;
  };

  // Drains every frame the decoder has ready; < 0 when resampling or writing the PCM failed.
  const auto drain = [&decoder, &frame, &converter, &sink, &reject, &write_pending_silence, &decoded_samples]() -> int {
    for (;;) {
      const int received = avcodec_receive_frame(decoder.get(), frame.get());
      if (received == AVERROR(EAGAIN) || received == AVERROR_EOF) {
        return 0;
      }
      if (received < 0) {  // a corrupt frame: skip it, keep what decodes
        reject(with_error_text("decode", received));
        return 0;
      }
      int result = 0;
      if (frame->nb_samples > 0) {
        if (const int written = write_pending_silence(); written < 0) {
          av_frame_unref(frame.get());
          return written;
        }
        const std::uint64_t before = sink.sample_count();
        if (!converter.matches(*frame)) {
          result = converter.convert(nullptr, sink);  // flush what the old parameters hold
          if (result >= 0) {
            result = converter.configure(*frame);
          }
        }
        if (result >= 0) {
          result = converter.convert(frame.get(), sink);
        }
        decoded_samples += sink.sample_count() - before;
      }
      av_frame_unref(frame.get());
      if (result < 0) {
        return result;
      }
    }
  };

  for (;;) {
    if (is_cancelled(options)) {
      return failure(decode_outcome::cancelled, "cancelled while decoding");
    }
    status = av_read_frame(format.get(), packet.get());
    if (status == AVERROR_EXIT) {
      return failure(decode_outcome::cancelled, "cancelled while reading");
    }
    if (status < 0) {  // end of file, or a truncated/unreadable tail: keep what decoded so far
      if (status != AVERROR_EOF) {
        last_error = with_error_text("read", status);
      }
      break;
    }
    if (packet->stream_index == stream_index) {
      packet_samples = packet->duration > 0 ? static_cast<std::uint64_t>(std::min<std::int64_t>(
                                                  av_rescale_q(packet->duration, format->streams[stream_index]->time_base,
                                                               AVRational{1, static_cast<int>(pcm_sample_rate)}),
                                                  pcm_sample_rate))
                                            : 0;
      const int sent = avcodec_send_packet(decoder.get(), packet.get());
      if (sent < 0 && sent != AVERROR(EAGAIN)) {
        reject(with_error_text("packet", sent));
      }
    }
    av_packet_unref(packet.get());
    if (const int drained = drain(); drained < 0) {
      if (drained == AVERROR(EIO) && sink.out_of_budget()) {
        return failure(decode_outcome::no_space, "the temporary disk budget is used up");
      }
      return drained == AVERROR(EIO) ? failure(decode_outcome::io_error, "writing the PCM file failed")
                                     : failure(decode_outcome::unsupported_media,
                                               with_error_text("resampling failed", drained));
    }
    if (max_samples > 0 && sink.sample_count() > max_samples) {
      return failure(decode_outcome::too_long, "longer than the configured maximum duration");
    }
  }
  // Decoders with delay (AAC, Opus, MP3) hold frames back until flushed; so does swresample.
  int flushed = avcodec_send_packet(decoder.get(), nullptr);
  flushed = flushed < 0 ? 0 : drain();
  if (flushed >= 0) {
    flushed = converter.convert(nullptr, sink);
  }
  if (flushed >= 0 && decoded_samples > 0) {
    flushed = write_pending_silence();  // rejected packets at the very end
  }
  const bool closed = sink.close();
  if (flushed == AVERROR(EIO) && sink.out_of_budget()) {
    return failure(decode_outcome::no_space, "the temporary disk budget is used up");
  }
  if (flushed == AVERROR(EIO) || !closed) {
    return failure(decode_outcome::io_error, "writing the PCM file failed");
  }
  if (flushed < 0) {
    return failure(decode_outcome::unsupported_media, with_error_text("resampling failed", flushed));
  }
  if (max_samples > 0 && sink.sample_count() > max_samples) {
    return failure(decode_outcome::too_long, "longer than the configured maximum duration");
  }
  if (decoded_samples == 0) {
    std::string what = "no audio decoded";
    if (!last_error.empty()) {
      what += "; last error ";
      what += last_error;
    }
    return failure(decode_outcome::unsupported_media, std::move(what));
  }

  decode_result result;
  result.outcome = decode_outcome::ok;
  result.sample_count = sink.sample_count();
  result.duration_sec = static_cast<double>(result.sample_count) / pcm_sample_rate;
  result.frame_energies = sink.take_energies();
  if (rejected_packets > 0) {
    result.detail = std::to_string(rejected_packets);
    result.detail += " corrupt packets skipped; last error ";
    result.detail += last_error;
  }
  return result;
}

} // namespace

decode_result decode_to_pcm_file(const std::filesystem::path& input_path, const std::filesystem::path& pcm_output_path,
                                 const decode_options& options) {
  silence_ffmpeg_logging();
  try {
    return decode(input_path, pcm_output_path, options);
  } catch (const std::bad_alloc&) {
    return failure(decode_outcome::io_error, "out of memory");
  } catch (const std::exception& e) {
    return failure(decode_outcome::io_error, e.what());
  }
}

const char* to_string(decode_outcome outcome) {
  switch (outcome) {
    case decode_outcome::ok:
      return "ok";
    case decode_outcome::unsupported_media:
      return "unsupported_media";
    case decode_outcome::io_error:
      return "io_error";
    case decode_outcome::cancelled:
      return "cancelled";
    case decode_outcome::too_long:
      return "too_long";
    case decode_outcome::no_space:
      return "no_space";
  }
  return "unknown";
}

} // namespace cxs::engines::audio
