# Camera: start Chrome with a fake camera that needs no permission prompt, check the live picture.
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

OFF_TEXT = (By.XPATH, '//*[normalize-space()="Camera is currently off"]')
PICTURE = (By.CSS_SELECTOR, 'video[aria-label="Live camera picture"]')


@pytest.fixture
def full_browser():
    # The fake camera is the full Chromium's, not the headless shell's.
    return True


@pytest.fixture
def chrome_arguments():
    # This module's driver gets a fake camera (a moving test pattern) and accepts the prompt.
    return ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"]


def button(label):
    return (By.XPATH, f'//button[normalize-space()="{label}"]')


def test_turns_the_camera_on_and_off(driver, base_url):
    driver.get(f"{base_url}/cameraPage")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.visibility_of_element_located(OFF_TEXT))

    wait.until(EC.element_to_be_clickable(button("Turn On Camera"))).click()
    picture = wait.until(EC.visibility_of_element_located(PICTURE))
    # The picture is live once the video knows its frame size and is playing.
    wait.until(lambda d: d.execute_script(
        "return arguments[0].videoWidth > 0 && !arguments[0].paused;", picture))

    driver.find_element(*button("Turn Off Camera")).click()
    wait.until(EC.invisibility_of_element_located(PICTURE))
    wait.until(EC.visibility_of_element_located(OFF_TEXT))
