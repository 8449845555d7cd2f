# Video: a <video> has no buttons in the page to click, so test it through its own properties.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

VIDEO = (By.CSS_SELECTOR, 'video[aria-label^="Sample video"]')


def video_property(driver, video, name):
    return driver.execute_script(f"return arguments[0].{name};", video)


def test_the_video_waits_to_be_started_then_plays_and_loops(driver, base_url):
    driver.get(f"{base_url}/video")
    wait = WebDriverWait(driver, 10)
    video = wait.until(EC.visibility_of_element_located(VIDEO))
    assert video_property(driver, video, "paused") is True
    assert video_property(driver, video, "loop") is True
    assert video_property(driver, video, "controls") is True

    # A click on the picture starts it. Chrome lets a video with sound play only after the user
    # did something on the page, so a script's play() alone would be refused here.
    video.click()
    wait.until(lambda d: video_property(d, video, "currentTime") > 0)

    # Jump to just before the end: a looping video starts over instead of ending.
    driver.execute_script("arguments[0].currentTime = arguments[0].duration - 0.3;", video)
    wait.until(lambda d: video_property(d, video, "currentTime") < 1)
    assert video_property(driver, video, "ended") is False
    assert video_property(driver, video, "paused") is False
